import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../plugins/errors';
import { GATEWAY_UNAVAILABLE_MESSAGE, type CreateOrderInput } from '../payments/gateway';
import type { PaymentServices } from '../payments/services';

/**
 * Creates the gateway's order before our own transaction (an HTTP call must never hold a database transaction
 * open). When the gateway cannot be reached the visitor gets 502 and may try again; nothing was stored.
 */
export async function createGatewayOrder(
  services: PaymentServices,
  log: FastifyBaseLogger,
  input: CreateOrderInput,
): Promise<string> {
  try {
    const order = await services.gateway.createOrder(input);
    return order.id;
  } catch (error) {
    log.error(
      { gateway: services.gateway.name, error: (error as Error)?.message },
      'gateway order not created',
    );
    throw new HttpError(502, GATEWAY_UNAVAILABLE_MESSAGE);
  }
}
