import type { AddressInfo } from 'node:net';
import { loggablePath } from '../../../src/server/lib/logRedaction';
import { ERROR_MESSAGES } from '../../../src/server/plugins/errors';
import { appOnStandIn } from '../helpers/harness';

// Smaller holes found by an attack on the server: addresses the router cannot read, slow clients, tokens in logs.

describe('loggablePath', () => {
  it('keeps the path, drops the query string and hides bearer tokens', () => {
    expect(loggablePath('/api/fetch/events?page=2&name=Asha')).toBe('/api/fetch/events');
    expect(loggablePath(`/api/receipts/${'a1'.repeat(16)}.pdf`)).toBe('/api/receipts/<token>.pdf');
    expect(loggablePath(`/api/donation/manage/${'f0'.repeat(20)}/cancel`)).toBe(
      '/api/donation/manage/<token>/cancel',
    );
    expect(loggablePath('/events/mahavir-jayanti-2025')).toBe('/events/mahavir-jayanti-2025');
  });
});

describe('the HTTP edge', () => {
  it('answers an address with a malformed percent-encoding with the usual {message}, not an echo of it', async () => {
    const app = await appOnStandIn();
    try {
      const response = await app.inject('/api/fetch/event-view/%E0%A4%A');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.badRequest });
    } finally {
      await app.close();
    }
  });

  it('times out slow clients: finite request, header and keep-alive timeouts on the listening server', async () => {
    const app = await appOnStandIn();
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect((app.server.address() as AddressInfo).port).toBeGreaterThan(0);
      expect(app.server.requestTimeout).toBeGreaterThan(0);
      expect(app.server.requestTimeout).toBeLessThanOrEqual(120_000);
      expect(app.server.headersTimeout).toBeLessThanOrEqual(15_000);
      expect(app.server.keepAliveTimeout).toBeLessThanOrEqual(10_000);
    } finally {
      await app.close();
    }
  });
});
