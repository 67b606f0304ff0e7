import type { FastifyInstance } from 'fastify';
import { runExclusively } from '../db/exclusive';

// A job an app runs now and then every so often (the reconciler, the retention sweep): one run at a time, and with
// several instances on one PostgreSQL one instance at a time (db/exclusive.ts). The timer does not keep the
// process alive; stop() clears it and waits for a run in progress.

export interface PeriodicJob {
  /** Runs now and then every intervalMs (the job's own interval by default) until stopped. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<T> {
  /** Its advisory lock (JOB_LOCKS in db/exclusive.ts). */
  lock: number;
  intervalMs: number;
  run(): Promise<T>;
  /** Logs what a run did; not called when another instance had the turn. */
  report(result: T): void;
  /** The log line of a run that threw. */
  failureMessage: string;
}

export function createPeriodicJob<T>(app: FastifyInstance, job: PeriodicJobOptions<T>): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  function tick(): void {
    if (current) return;
    current = runExclusively(app.db, { shared: Boolean(app.config.databaseUrl), lock: job.lock }, job.run)
      .then((result) => {
        if (result !== null) job.report(result);
      })
      .catch((error: unknown) => app.log.error({ error: (error as Error)?.message }, job.failureMessage))
      .finally(() => {
        current = null;
      });
  }
  return {
    start(intervalMs = job.intervalMs) {
      clearInterval(timer);
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
