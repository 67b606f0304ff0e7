import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { countHit, deleteEndedCounts } from '../repositories/rateLimits';

// A store for @fastify/rate-limit that counts in the database, so that several instances behind one load balancer
// share each client's allowance instead of granting it once per instance.

const CLEAN_EVERY_HITS = 500;
const KEEP_ENDED_MS = 60 * 60_000;

export function databaseRateLimitStore(db: Db) {
  let hits = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the store with its options; each route's child gets its own prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = new Date();
      countHit(db, `${this.prefix}:${key}`, timeWindow, now).then(
        ({ count, windowEnd }) => {
          hits += 1;
          if (hits % CLEAN_EVERY_HITS === 0) {
            void deleteEndedCounts(db, new Date(now.getTime() - KEEP_ENDED_MS)).catch(() => undefined);
          }
          callback(null, { current: count, ttl: Math.max(0, windowEnd.getTime() - now.getTime()) });
        },
        (error: Error) => callback(error),
      );
    }

    // The plugin hands each limited route's merged options (typed as route options), with the route itself as
    // routeInfo: every route counts on its own.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(`rate:${String(route.method)}:${route.url}`);
    }
  };
}
