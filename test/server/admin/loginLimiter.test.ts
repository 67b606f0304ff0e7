import type { FastifyInstance } from 'fastify';
import { createConcurrencyGate, createLoginLimiter } from '../../../src/server/admin/loginLimiter';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { describeEachDatabase, makeTempDir, SLOW_HOOK_MS, testConfig } from '../helpers/harness';
import { createTestDatabase, postgresReachable } from '../helpers/postgres';

// The login limiter's windows, the form limits shared by several instances, and the gate that caps concurrent
// password hashes.

describeEachDatabase('login and form limits counted in the database', (server) => {
  it('blocks a key after the maximum failures within the window, and forgets them after it', async () => {
    const limiter = createLoginLimiter(server().db, { prefix: 'unit', max: 3, windowMs: 1000 });
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, 0) + ms);
    for (const ms of [0, 10, 20]) await limiter.fail('a', at(ms));
    expect(await limiter.blocked('a', at(30))).toBe(true);
    expect(await limiter.blocked('b', at(30))).toBe(false);
    expect(await limiter.blocked('a', at(1015))).toBe(false);
    await limiter.fail('a', at(1020));
    expect(await limiter.blocked('a', at(1030))).toBe(false);
    await limiter.clear('a');
    expect(await limiter.blocked('a', at(1030))).toBe(false);
  });
});

describe('several instances on one PostgreSQL', () => {
  const postgresTest = postgresReachable() || process.env.CI ? it : it.skip;
  postgresTest(
    'count one allowance together: form posts and failed sign-ins on either instance add up',
    async () => {
      const created = await createTestDatabase();
      const dirs = [makeTempDir(), makeTempDir()];
      const instances = await Promise.all(
        dirs.map(async (dir) => {
          const database = await openDatabase({ databaseUrl: created.url, dataDir: null });
          const config = testConfig(dir, { DATABASE_URL: created.url, FORM_RATE_LIMIT: '3' });
          const app = await buildApp({ config, database, logger: false, serveSite: false });
          await app.ready();
          return { app, database };
        }),
      );
      try {
        const [a, b] = instances.map((instance) => instance.app);
        const post = (app: FastifyInstance) =>
          app.inject({
            method: 'POST',
            url: '/api/fetch/contact-details/add',
            payload: {},
            remoteAddress: '10.5.5.5',
          });
        const statuses = [];
        for (const app of [a, b, a, b]) statuses.push((await post(app)).statusCode);
        expect(statuses).toEqual([400, 400, 400, 429]);

        const login = (app: FastifyInstance, n: number) =>
          app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { email: `spray-${n}@example.org`, password: 'guess' },
            remoteAddress: '10.6.6.6',
          });
        for (let n = 0; n < 30; n += 1) expect((await login(n % 2 ? a : b, n)).statusCode).toBe(401);
        expect((await login(a, 99)).statusCode).toBe(429);
        expect((await login(b, 100)).statusCode).toBe(429);
      } finally {
        for (const instance of instances) {
          await instance.app.close();
          await instance.database.close();
        }
        await created.drop();
      }
    },
    SLOW_HOOK_MS,
  );
});

describe('createConcurrencyGate', () => {
  it('runs at most maxActive tasks at once, queues up to maxWaiting and refuses the rest at once', async () => {
    const gate = createConcurrencyGate(2, 1);
    const releases: Array<() => void> = [];
    const task = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
    const first = gate.run(task);
    const second = gate.run(task);
    const queued = gate.run(task);
    await Promise.resolve();
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(1);
    expect(releases).toHaveLength(2);
    await expect(gate.run(task)).resolves.toBeNull();

    releases[0]();
    await expect(first).resolves.toBe('done');
    // The queued task took the freed slot.
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(3);
    expect(gate.waiting).toBe(0);
    releases[1]();
    releases[2]();
    await expect(Promise.all([second, queued])).resolves.toEqual(['done', 'done']);
    expect(gate.active).toBe(0);
  });

  it('frees its slot when a task fails', async () => {
    const gate = createConcurrencyGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
