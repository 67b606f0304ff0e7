import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';

const PING_TIMEOUT_MS = 3000;

/** GET /api/health: 200 when the database answers, 503 otherwise (load balancers and the e2e harness poll it). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    // A database host that stopped answering must not hold the health check open.
    const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, PING_TIMEOUT_MS, false).unref());
    const databaseOk = await Promise.race([pingDatabase(app.db), timeout]);
    reply.header('Cache-Control', 'no-store');
    if (!databaseOk) return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    return { status: 'ok', database: 'ok' };
  });
}
