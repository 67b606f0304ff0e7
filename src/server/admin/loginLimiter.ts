import type { Db } from '../db/client';
import { clearCount, countHit, currentCount } from '../repositories/rateLimits';

// Failed office logins. Two windows, both checked BEFORE any password is hashed:
// - per client address and email: 5 failures within 15 minutes and that pair must wait;
// - per client address alone: 30 failures within 15 minutes, so spraying many emails from one address is
//   limited too.
// Only failures count, so a user who signs in is not slowed. Counted in the database, shared by every instance.
// Hashing itself passes through a small gate: scrypt runs in libuv's thread pool, which also serves file reads, so
// a flood of logins must not occupy every thread; past the queue the answer is 429 at once.

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many login attempts. Please wait 15 minutes and try again.';
export const LOGIN_BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';
/** Concurrent password hashes (libuv has 4 threads by default: leave two for files and DNS). */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 16;

export interface LoginLimiter {
  blocked(key: string, now?: Date): Promise<boolean>;
  fail(key: string, now?: Date): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * Failures counted in the database (a fixed window per key), so that every instance sharing it counts together:
 * a flood spread over several instances meets one limit.
 */
export function createLoginLimiter(
  db: Db,
  options: { prefix: string; max?: number; windowMs?: number },
): LoginLimiter {
  const max = options.max ?? LOGIN_MAX_FAILURES;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const keyOf = (key: string) => `${options.prefix}:${key}`;
  return {
    blocked: async (key, now = new Date()) => (await currentCount(db, keyOf(key), now)) >= max,
    fail: async (key, now = new Date()) => {
      await countHit(db, keyOf(key), windowMs, now);
    },
    clear: (key) => clearCount(db, keyOf(key)),
  };
}

export interface ConcurrencyGate {
  /** Runs `task` when a slot is free; answers null at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T | null>;
  readonly active: number;
  readonly waiting: number;
}

export function createConcurrencyGate(
  maxActive = MAX_CONCURRENT_HASHES,
  maxWaiting = MAX_WAITING_HASHES,
): ConcurrencyGate {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    async run(task) {
      if (active >= maxActive) {
        if (queue.length >= maxWaiting) return null;
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
