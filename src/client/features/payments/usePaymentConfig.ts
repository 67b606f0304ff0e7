import { API_BASE, useGetConfigQuery } from '../../app/api';
import type { PaymentConfig } from './paymentFlow';

/**
 * Without the server's runtime config the journeys still work up to the checkout, whose load then fails with the
 * 'Razorpay SDK failed to load' alert of docs/product.md#errors (no script is known).
 */
const UNCONFIGURED: PaymentConfig = { paymentsBase: API_BASE, razorpayKeyId: '', checkoutScriptUrl: '' };

/** The deployment's payments host, gateway key and checkout script; `config` is null while they load. */
export function usePaymentConfig(): { config: PaymentConfig | null } {
  const { currentData, isLoading, isError } = useGetConfigQuery();
  if (currentData) {
    return {
      config: {
        paymentsBase: currentData.paymentsBase,
        razorpayKeyId: currentData.razorpayKeyId,
        checkoutScriptUrl: currentData.checkoutScriptUrl,
      },
    };
  }
  return { config: isLoading || !isError ? null : UNCONFIGURED };
}
