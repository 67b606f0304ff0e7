import { JSDOM } from 'jsdom';
import { SANDBOX_CHECKOUT_SCRIPT } from '../../../src/server/payments/sandboxCheckout';

// The sandbox checkout script in a DOM: the same interface as Razorpay's checkout.js.

interface SandboxWindow {
  Razorpay: new (options: Record<string, unknown>) => {
    open(): void;
    on(event: string, callback: (payload: unknown) => void): void;
  };
  document: Document;
  fetch: jest.Mock;
}

function load(answer: { ok: boolean; json: unknown }, lang = 'en') {
  const dom = new JSDOM(
    `<!doctype html><html lang="${lang}"><body><button id="opener">Pay</button></body></html>`,
    {
      url: 'http://localhost:8080/join-us',
      runScripts: 'outside-only',
    },
  );
  const window = dom.window as unknown as SandboxWindow & { eval(code: string): unknown };
  window.fetch = jest.fn(async () => ({ ok: answer.ok, json: async () => answer.json }));
  // As if loaded from <script src="/api/sandbox/checkout.js">.
  const script = window.document.createElement('script');
  script.src = 'http://localhost:8080/api/sandbox/checkout.js';
  Object.defineProperty(window.document, 'currentScript', { value: script, configurable: true });
  window.eval(SANDBOX_CHECKOUT_SCRIPT);
  return window;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function button(window: SandboxWindow, label: string): HTMLButtonElement {
  const found = [...window.document.querySelectorAll('button')].find(
    (element) => element.textContent === label || element.getAttribute('aria-label') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found as HTMLButtonElement;
}

const options = (extra: Record<string, unknown> = {}) => ({
  key: 'rzp_test_sandbox',
  amount: 51_180,
  currency: 'INR',
  name: 'Donation',
  description: 'Make a Donation',
  order_id: 'order_ABCDEFGHIJKLMN',
  theme: { color: '#7b1e1e' },
  ...extra,
});

describe('sandbox checkout.js', () => {
  it('opens a sandbox window with the amount and pays through the server', async () => {
    const window = load({
      ok: true,
      json: {
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_ABCDEFGHIJKLMN',
        razorpay_signature: 'abc',
      },
    });
    const handler = jest.fn();
    const checkout = new window.Razorpay(options({ handler }));
    checkout.open();
    const dialog = window.document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.textContent).toContain('SANDBOX — no money moves');
    expect(dialog?.textContent).toContain('₹511.80');
    expect(dialog?.textContent).toContain('Make a Donation');
    expect(window.document.activeElement?.textContent).toBe('Pay (sandbox)');

    button(window, 'Pay (sandbox)').click();
    await flush();
    await flush();
    expect(window.fetch).toHaveBeenCalledWith(
      'http://localhost:8080/api/sandbox/orders/order_ABCDEFGHIJKLMN/pay',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(handler).toHaveBeenCalledWith({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_ABCDEFGHIJKLMN',
      razorpay_signature: 'abc',
    });
    expect(window.document.querySelector('[role="dialog"]')).toBeNull();
  });

  it.each([
    [
      'mr',
      'सँडबॉक्स',
      'पैसे भरा (सँडबॉक्स)',
      'पेमेंट अयशस्वी करा',
      'बंद करा',
      'ऑर्डर order_ABCDEFGHIJKLMN',
      'प्रक्रिया सुरू आहे…',
    ],
    [
      'kn',
      'ಸ್ಯಾಂಡ್‌ಬಾಕ್ಸ್',
      'ಪಾವತಿಸಿ (ಸ್ಯಾಂಡ್‌ಬಾಕ್ಸ್)',
      'ಪಾವತಿ ವಿಫಲಗೊಳಿಸಿ',
      'ಮುಚ್ಚಿ',
      'ಆರ್ಡರ್ order_ABCDEFGHIJKLMN',
      'ಪ್ರಕ್ರಿಯೆಯಲ್ಲಿದೆ…',
    ],
    [
      'hi',
      'सैंडबॉक्स',
      'भुगतान करें (सैंडबॉक्स)',
      'भुगतान विफल करें',
      'बंद करें',
      'ऑर्डर order_ABCDEFGHIJKLMN',
      'प्रक्रिया जारी है…',
    ],
  ])(
    'speaks the page language %s (<html lang>)',
    async (lang, banner, pay, fail, close, order, processing) => {
      const window = load({ ok: true, json: { razorpay_payment_id: 'pay_1' } }, lang);
      new window.Razorpay(options({ handler: jest.fn() })).open();
      const dialog = window.document.querySelector('[role="dialog"]');
      expect(dialog?.getAttribute('lang')).toBe(lang);
      expect(dialog?.textContent).toContain(banner);
      expect(dialog?.textContent).toContain(order);
      expect(dialog?.textContent).toContain('₹511.80');
      expect(dialog?.textContent).not.toContain('Pay (sandbox)');
      expect(button(window, close)).toBeTruthy();
      expect(button(window, fail)).toBeTruthy();
      button(window, pay).click();
      expect(window.document.querySelector('[role="status"]')?.textContent).toBe(processing);
      await flush();
      await flush();
    },
  );

  it('falls back to English for a language it does not know', () => {
    const window = load({ ok: true, json: {} }, 'ta');
    new window.Razorpay(options()).open();
    expect(button(window, 'Pay (sandbox)')).toBeTruthy();
    expect(window.document.querySelector('[role="dialog"]')?.getAttribute('lang')).toBe('en');
  });

  it("reports a failed payment to on('payment.failed') callbacks", async () => {
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed (sandbox)',
      metadata: { order_id: 'o', payment_id: 'p' },
    };
    const window = load({ ok: true, json: { error } });
    const failed = jest.fn();
    const ondismiss = jest.fn();
    const checkout = new window.Razorpay(options({ handler: jest.fn(), modal: { ondismiss } }));
    checkout.on('payment.failed', failed);
    checkout.open();
    button(window, 'Fail payment').click();
    await flush();
    await flush();
    expect(window.fetch.mock.calls[0][0]).toMatch(/\/orders\/order_ABCDEFGHIJKLMN\/fail$/);
    expect(failed).toHaveBeenCalledWith({ error });
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('calls modal.ondismiss when closed with × or Escape, and shows server errors in the window', async () => {
    const window = load({ ok: false, json: { message: 'This order is already paid.' } });
    const ondismiss = jest.fn();
    const checkout = new window.Razorpay(options({ modal: { ondismiss } }));
    checkout.open();
    button(window, 'Pay (sandbox)').click();
    await flush();
    await flush();
    expect(window.document.querySelector('[role="status"]')?.textContent).toBe('This order is already paid.');
    button(window, 'Close').click();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(window.document.querySelector('[role="dialog"]')).toBeNull();

    checkout.open();
    window.document.dispatchEvent(
      new (window as unknown as typeof globalThis).KeyboardEvent('keydown', { key: 'Escape' }),
    );
    expect(ondismiss).toHaveBeenCalledTimes(2);
  });
});
