import { loadConfig } from '../../src/server/config';
import { VALID_ENQUIRY } from './helpers/enquiry';
import { SLOW_HOOK_MS, startTestServer } from './helpers/harness';

// TRUST_PROXY names the proxies that may speak for the client, never everyone: with "trust everything" any client
// could send a new leftmost X-Forwarded-For with each request and escape every rate limit. Bad keys and proxy
// settings stop the server at start-up, not at the first request that needs them.

describe('configuration checked at start-up', () => {
  it('refuses TRUST_PROXY=true and anything that is not a hop count or proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let any client/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, example.org' })).toThrow(/TRUST_PROXY must be/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, ::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses an upload encryption key that is not the base64 of 32 bytes', () => {
    expect(() => loadConfig({ UPLOAD_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/UPLOAD_ENCRYPTION_KEY/);
    expect(() => loadConfig({ UPLOAD_ENCRYPTION_KEY: 'not base64 at all!' })).toThrow(
      /UPLOAD_ENCRYPTION_KEY/,
    );
    const good = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ UPLOAD_ENCRYPTION_KEY: good }).uploadEncryptionKey).toBe(good);
  });
});

describe.each([
  ['a hop count', '1'],
  ['the proxy address', '10.0.0.1'],
])('behind one proxy named by %s', (_label, trustProxy) => {
  it(
    'keys the form limit on the address the proxy saw, whatever the client puts in front of it',
    async () => {
      const server = await startTestServer('pglite', {
        seed: false,
        env: { TRUST_PROXY: trustProxy, FORM_RATE_LIMIT: '2' },
      });
      try {
        const statuses: number[] = [];
        for (let n = 0; n < 3; n += 1) {
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/fetch/contact-details/add',
            remoteAddress: '10.0.0.1',
            // The client forges a new leftmost address each time; the proxy appends the one it really saw.
            headers: { 'x-forwarded-for': `203.0.113.${n + 1}, 198.51.100.7` },
            payload: VALID_ENQUIRY,
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([201, 201, 429]);
      } finally {
        await server.stop();
      }
    },
    SLOW_HOOK_MS,
  );
});
