// The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: the same `new Razorpay(options)`,
// `.open()`, `.close()` and `.on('payment.failed', cb)` interface, with a small window built from DOM elements.
// Styles are set through element.style (CSSOM), which the site's Content-Security-Policy allows, unlike inline
// style attributes or <style> elements. It talks to the server next to it: POST orders/:id/pay and orders/:id/fail,
// or, opened with a subscription_id, subscriptions/:id/authorise and subscriptions/:id/fail.
// Its texts are in the page's language (<html lang>): the script cannot load the catalogs, so the server writes a
// small table of them into it, one entry per language, from the same catalogs as the site (lib/translate.ts).
import { INTL_LOCALES, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { translatorFor } from '../lib/translate';

/** The window's texts in one language. */
export function sandboxCheckoutTexts(language: Language) {
  const t = translatorFor(language);
  return {
    locale: INTL_LOCALES[language],
    banner: t('SANDBOX — no money moves'),
    close: t('Close'),
    title: t('Dakshin Bharat Jain Sabha'),
    payment: t('Payment'),
    subscription: t('Subscription {id}', { id: '{id}' }),
    order: t('Order {id}', { id: '{id}' }),
    noOrder: t('(none)'),
    pay: t('Pay (sandbox)'),
    authorise: t('Authorise and pay (sandbox)'),
    fail: t('Fail payment'),
    processing: t('Processing…'),
    noOrderId: t('No order id was given to the checkout.'),
    notRecorded: t('The sandbox could not record the payment.'),
  };
}

export type SandboxCheckoutTexts = ReturnType<typeof sandboxCheckoutTexts>;

/** Every language's texts, as the script carries them. */
export const SANDBOX_CHECKOUT_TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, sandboxCheckoutTexts(language)]),
) as Record<Language, SandboxCheckoutTexts>;

/** JSON with every character beyond ASCII escaped: the script reads the same whatever charset it is taken in. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

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

  // The page's language: <html lang="mr"> on /mr/ pages; English for any other.
  var TEXTS = ${asciiJson(SANDBOX_CHECKOUT_TEXTS)};
  function texts() {
    var lang = String(document.documentElement.getAttribute('lang') || 'en').toLowerCase().split('-')[0];
    return TEXTS[lang] || TEXTS.en;
  }
  function fill(text, id) {
    return text.replace('{id}', id);
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

  function formatAmount(paise, currency, locale) {
    var rupees = Number(paise) / 100;
    try {
      return new Intl.NumberFormat(locale || 'en-IN', { style: 'currency', currency: currency || 'INR' }).format(rupees);
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
    var text = texts();
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
    dialog.setAttribute('lang', text === TEXTS.en ? 'en' : document.documentElement.getAttribute('lang'));
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title');
    dialog.setAttribute('aria-describedby', 'sandbox-checkout-banner');

    var banner = make('p', {
      margin: '0', padding: '10px 44px 10px 16px', background: '#ffe066', color: '#1f1f1f',
      fontWeight: '700', fontSize: '14px', letterSpacing: '0.02em',
    }, text.banner);
    banner.id = 'sandbox-checkout-banner';

    var closeButton = make('button', {
      position: 'absolute', top: '4px', right: '6px', width: '36px', height: '36px', border: '0',
      background: 'transparent', color: '#1f1f1f', fontSize: '24px', lineHeight: '1',
      cursor: 'pointer', fontFamily: 'inherit',
    }, '\\u00d7');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', text.close);

    var body = make('div', { padding: '16px' });
    var title = make('h2', { margin: '0 0 4px', fontSize: '18px' }, options.name || text.title);
    title.id = 'sandbox-checkout-title';
    var description = make('p', { margin: '0 0 12px', color: '#555555', fontSize: '14px' }, options.description || text.payment);
    var amount = make('p', { margin: '0 0 4px', fontSize: '26px', fontWeight: '700' },
      formatAmount(options.amount, options.currency, text.locale));
    // A monthly or yearly gift opens with a subscription id: the donor authorises a mandate and the first charge.
    var recurring = Boolean(options.subscription_id);
    var order = make('p', { margin: '0 0 16px', color: '#555555', fontSize: '12px' },
      recurring ? fill(text.subscription, options.subscription_id) : fill(text.order, options.order_id || text.noOrder));
    var status = make('p', { margin: '0 0 12px', minHeight: '1.2em', fontSize: '14px', color: '#9b1c1c' });
    status.setAttribute('role', 'status');

    var pay = make('button', {
      display: 'block', width: '100%', padding: '12px', marginBottom: '8px', border: '0', borderRadius: '6px',
      background: theme, color: '#ffffff', fontSize: '16px', fontWeight: '600',
      cursor: 'pointer', fontFamily: 'inherit',
    }, recurring ? text.authorise : text.pay);
    pay.type = 'button';
    var fail = make('button', {
      display: 'block', width: '100%', padding: '12px', border: '2px solid ' + theme, borderRadius: '6px',
      background: '#ffffff', color: theme, fontSize: '16px', fontWeight: '600',
      cursor: 'pointer', fontFamily: 'inherit',
    }, text.fail);
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
      if (!recurring && !options.order_id) return Promise.reject(new Error(text.noOrderId));
      return fetch(base + path, {
        method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' },
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (json) {
          if (!response.ok) throw new Error(json.message || text.notRecorded);
          return json;
        });
      });
    }

    pay.addEventListener('click', function () {
      busy(true, text.processing);
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
      busy(true, text.processing);
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
