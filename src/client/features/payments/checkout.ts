// The payment gateway's checkout in the browser: its script is loaded on demand (docs/product.md#calls),
// once, and the window it draws is opened with the options of docs/product.md#calls. The real Razorpay script
// and the server's sandbox script (no keys configured) expose the same `new Razorpay(options)`, `open()`,
// `on('payment.failed')`.

/** docs/product.md#errors: the alert when the checkout script cannot be loaded. */
export const CHECKOUT_LOAD_FAILED_MESSAGE = 'Razorpay SDK failed to load';

/** The handler's argument after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  /** An order's checkout; a subscription's checkout answers razorpay_subscription_id instead. */
  razorpay_order_id: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/** `response.error` of the gateway's payment.failed event. */
export interface CheckoutFailure {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string; subscription_id?: string };
}

/** Everything the checkout is opened with except the callbacks. */
export interface CheckoutRequest {
  key: string;
  /** Paise, charges included. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  /** An order (one-time payment); '' when the checkout opens a subscription (monthly or yearly gift) instead. */
  order_id: string;
  subscription_id?: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
}

export interface CheckoutOptions extends CheckoutRequest {
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', callback: (response: { error?: CheckoutFailure }) => void): unknown;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<CheckoutConstructor> | null = null;

/**
 * Adds the checkout script to the page the first time it is needed and resolves with its constructor. Later calls
 * share the same load; a failed load is forgotten so that the next attempt tries again.
 */
export function loadCheckoutScript(url: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  const attempt = new Promise<CheckoutConstructor>((resolve, reject) => {
    if (!url) {
      reject(new Error('No checkout script is configured.'));
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(`The checkout script at ${url} did not define Razorpay.`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`The checkout script at ${url} could not be loaded.`));
    };
    document.head.appendChild(script);
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

export interface CheckoutCallbacks {
  onSuccess: (response: CheckoutSuccess) => void;
  onFailure: (error: CheckoutFailure) => void;
  onDismiss: () => void;
}

/** Opens the checkout window; the answer closes it again (when the visitor leaves the page meanwhile). */
export function openCheckout(request: CheckoutRequest, callbacks: CheckoutCallbacks): { close: () => void } {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The checkout script is not loaded.');
  const options: CheckoutOptions = {
    ...request,
    handler: (response) => callbacks.onSuccess(response),
    modal: { ondismiss: () => callbacks.onDismiss() },
  };
  // A subscription's checkout must not name an order at all.
  if (!options.order_id) delete (options as Partial<CheckoutOptions>).order_id;
  const checkout = new Razorpay(options);
  checkout.on('payment.failed', (response) => callbacks.onFailure(response?.error ?? {}));
  checkout.open();
  return { close: () => checkout.close?.() };
}

/** For tests: forget a finished or failed load. */
export function resetCheckoutScriptForTests(): void {
  loading = null;
}
