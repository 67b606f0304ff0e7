import type { AppConfig } from './config';
import type { Db } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
  }
}
