// The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: the same `new Razorpay(options)`,
// `.open()`, `.close()` and `.on('payment.failed', cb)` interface, with a small window built from DOM elements.
// Styles are set through element.style (CSSOM), which the site's Content-Security-Policy allows, unlike inline
// style attributes or <style> elements. It talks to the server next to it: POST orders/:id/pay and orders/:id/fail,
// or, opened with a subscription_id, subscriptions/:id/authorise and subscriptions/:id/fail.

export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.sandbox === true) return;

  // Calls go to the server that served this script (same origin, or the payments host).
  var base = '/api/sandbox/';
  try {
    var current = document.currentScript;
    if (current && current.src) base = new URL('./', current.src).href;
  } catch (e) {
    base = '/api/sandbox/';
  }

  function css(element, styles) {
    for (var name in styles) element.style[name] = styles[name];
    return element;
  }

  function make(tag, styles, text) {
    var element = css(document.createElement(tag), styles || {});
    if (text !== undefined) element.textContent = text;
    return element;
  }

  function formatAmount(paise, currency) {
    var rupees = Number(paise) / 100;
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(rupees);
    } catch (e) {
      return 'INR ' + rupees.toFixed(2);
    }
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
    this.opener = null;
  }

  Razorpay.sandbox = true;

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    var callbacks = this.listeners[event] || [];
    for (var i = 0; i < callbacks.length; i++) callbacks[i](payload);
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    this.overlay.remove();
    this.overlay = null;
    document.removeEventListener('keydown', this.keyHandler, true);
    if (this.opener && typeof this.opener.focus === 'function') this.opener.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return;
    var self = this;
    var options = this.options;
    var theme = (options.theme && options.theme.color) || '#7b1e1e';
    this.opener = document.activeElement;

    var overlay = make('div', {
      position: 'fixed', inset: '0', background: 'rgba(0, 0, 0, 0.6)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', zIndex: '2147483000', padding: '16px',
    });
    overlay.setAttribute('data-sandbox-checkout', '');
    var dialog = make('div', {
      background: '#ffffff', color: '#1f1f1f', width: '100%', maxWidth: '380px', borderRadius: '10px',
      boxShadow: '0 12px 40px rgba(0, 0, 0, 0.35)', fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
      overflow: 'hidden', position: 'relative',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title');
    dialog.setAttribute('aria-describedby', 'sandbox-checkout-banner');

    var banner = make('p', {
      margin: '0', padding: '10px 44px 10px 16px', background: '#ffe066', color: '#1f1f1f',
      fontWeight: '700', fontSize: '14px', letterSpacing: '0.02em',
    }, 'SANDBOX \\u2014 no money moves');
    banner.id = 'sandbox-checkout-banner';

    var closeButton = make('button', {
      position: 'absolute', top: '4px', right: '6px', width: '36px', height: '36px', border: '0',
      background: 'transparent', color: '#1f1f1f', fontSize: '24px', lineHeight: '1',
      cursor: 'pointer', fontFamily: 'inherit',
    }, '\\u00d7');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');

    var body = make('div', { padding: '16px' });
    var title = make('h2', { margin: '0 0 4px', fontSize: '18px' }, options.name || 'Dakshin Bharat Jain Sabha');
    title.id = 'sandbox-checkout-title';
    var description = make('p', { margin: '0 0 12px', color: '#555555', fontSize: '14px' }, options.description || 'Payment');
    var amount = make('p', { margin: '0 0 4px', fontSize: '26px', fontWeight: '700' },
      formatAmount(options.amount, options.currency));
    // A monthly or yearly gift opens with a subscription id: the donor authorises a mandate and the first charge.
    var recurring = Boolean(options.subscription_id);
    var order = make('p', { margin: '0 0 16px', color: '#555555', fontSize: '12px' },
      recurring ? 'Subscription ' + options.subscription_id : 'Order ' + (options.order_id || '(none)'));
    var status = make('p', { margin: '0 0 12px', minHeight: '1.2em', fontSize: '14px', color: '#9b1c1c' });
    status.setAttribute('role', 'status');

    var pay = make('button', {
      display: 'block', width: '100%', padding: '12px', marginBottom: '8px', border: '0', borderRadius: '6px',
      background: theme, color: '#ffffff', fontSize: '16px', fontWeight: '600',
      cursor: 'pointer', fontFamily: 'inherit',
    }, recurring ? 'Authorise and pay (sandbox)' : 'Pay (sandbox)');
    pay.type = 'button';
    var fail = make('button', {
      display: 'block', width: '100%', padding: '12px', border: '2px solid ' + theme, borderRadius: '6px',
      background: '#ffffff', color: theme, fontSize: '16px', fontWeight: '600',
      cursor: 'pointer', fontFamily: 'inherit',
    }, 'Fail payment');
    fail.type = 'button';

    body.append(title, description, amount, order, status, pay, fail);
    dialog.append(banner, closeButton, body);
    overlay.append(dialog);

    var buttons = [closeButton, pay, fail];
    function busy(on, text) {
      for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on;
      status.textContent = text || '';
    }

    function post(action) {
      var path = recurring
        ? 'subscriptions/' + encodeURIComponent(options.subscription_id) + '/' + (action === 'pay' ? 'authorise' : action)
        : 'orders/' + encodeURIComponent(options.order_id || '') + '/' + action;
      if (!recurring && !options.order_id) return Promise.reject(new Error('No order id was given to the checkout.'));
      return fetch(base + path, {
        method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' },
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (json) {
          if (!response.ok) throw new Error(json.message || 'The sandbox could not record the payment.');
          return json;
        });
      });
    }

    pay.addEventListener('click', function () {
      busy(true, 'Processing\\u2026');
      post('pay').then(function (json) {
        self.close();
        if (typeof options.handler === 'function') {
          options.handler(recurring ? {
            razorpay_payment_id: json.razorpay_payment_id,
            razorpay_subscription_id: json.razorpay_subscription_id,
            razorpay_signature: json.razorpay_signature,
          } : {
            razorpay_payment_id: json.razorpay_payment_id,
            razorpay_order_id: json.razorpay_order_id,
            razorpay_signature: json.razorpay_signature,
          });
        }
      }, function (error) { busy(false, error.message); });
    });

    fail.addEventListener('click', function () {
      busy(true, 'Processing\\u2026');
      post('fail').then(function (json) {
        self.close();
        self.emit('payment.failed', { error: json.error });
      }, function (error) { busy(false, error.message); });
    });

    closeButton.addEventListener('click', function () { self.dismiss(); });

    this.keyHandler = function (event) {
      if (event.key === 'Escape' && !closeButton.disabled) {
        event.preventDefault();
        self.dismiss();
      } else if (event.key === 'Tab') {
        var enabled = buttons.filter(function (b) { return !b.disabled; });
        if (enabled.length === 0) { event.preventDefault(); return; }
        var index = enabled.indexOf(document.activeElement);
        var next = event.shiftKey ? index - 1 : index + 1;
        if (next < 0) next = enabled.length - 1;
        if (next >= enabled.length) next = 0;
        event.preventDefault();
        enabled[next].focus();
      }
    };
    document.addEventListener('keydown', this.keyHandler, true);
    document.body.append(overlay);
    this.overlay = overlay;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
