import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY, type ChargeBreakdown } from '../../shared/money';
import type { Language } from '../../shared/i18n/languages';
import type { OrderResponse } from '../../shared/schemas/payments';
import type { PersonalDetails } from '../../shared/validation';
import type { Db } from '../db/client';
import { randomBase62 } from '../payments/verify';
import type { PaymentServices } from '../payments/services';
import { insertOrder } from '../repositories/orders';
import { createGatewayOrder } from './orderCreation';

// What the two order forms (donation/add, joinus/joinnow) do alike once a submission passed its checks: the
// person's columns of the row it is stored in, and the order for its payment.

/** The person's columns (db/schema.ts personColumns) from the form's personal details. */
export function personColumnsOf(form: PersonalDetails) {
  return {
    firstName: form.first_name,
    middleName: form.middle_name,
    surname: form.sur_name,
    mobile: form.mobile_no,
    email: form.email_id,
    dob: form.data_of_birth,
    gender: form.gender,
    city: form.city,
    tehsil: form.tehsil,
    district: form.dist,
    state: form.state,
    pincode: form.pincode,
    address: form.address,
  };
}

export interface FormOrder {
  kind: 'donation' | 'membership';
  /** The receipt id's prefix: DBJS-D or DBJS-M. */
  receiptPrefix: string;
  charges: ChargeBreakdown;
  /** The payer's language: the receipt and its mails are in it. */
  language: Language;
  /** The gateway order's notes besides its purpose and receipt id. */
  notes?: Record<string, string>;
}

/**
 * A one-time payment's order: the gateway's is created first, outside any transaction; then one transaction
 * stores our order row and, by `saveDetails`, the form's own row. Answers the 201 body of the order call.
 */
export async function placeOrder(
  services: PaymentServices,
  log: FastifyBaseLogger,
  order: FormOrder,
  saveDetails: (tx: Db, orderId: number) => Promise<void>,
): Promise<OrderResponse> {
  const receiptId = `${order.receiptPrefix}-${randomBase62(16)}`;
  const gatewayOrderId = await createGatewayOrder(services, log, {
    amount: order.charges.totalPaise,
    currency: CURRENCY,
    receipt: receiptId,
    notes: { purpose: order.kind, receipt_id: receiptId, ...order.notes },
  });

  await services.db.transaction(async (tx) => {
    const row = await insertOrder(tx, {
      kind: order.kind,
      receiptId,
      gatewayOrderId,
      gateway: services.gateway.name,
      ...order.charges,
      currency: CURRENCY,
      language: order.language,
    });
    await saveDetails(tx, row.id);
  });

  return { orderId: gatewayOrderId, receiptId, amount: order.charges.totalPaise, currency: CURRENCY };
}
