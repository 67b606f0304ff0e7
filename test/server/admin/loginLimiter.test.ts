import { createConcurrencyGate, createLoginLimiter } from '../../../src/server/admin/loginLimiter';

// The login limiter's windows and the gate that caps concurrent password hashes.

describe('createLoginLimiter', () => {
  it('blocks a key after the maximum failures within the window, and forgets them after it', () => {
    const limiter = createLoginLimiter(3, 1000);
    for (const time of [0, 10, 20]) limiter.fail('a', time);
    expect(limiter.blocked('a', 30)).toBe(true);
    expect(limiter.blocked('b', 30)).toBe(false);
    expect(limiter.blocked('a', 1015)).toBe(false);
  });
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
