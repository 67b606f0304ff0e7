import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, openApiPath } from '../../../src/server/docs/openapi';
import { SLOW_HOOK_MS, startTestServer } from '../helpers/harness';

// docs/openapi.json is the API's reference: it must name every route the app serves under /api, name no route
// the app lacks, and be what `npm run docs:api` writes today.

/** Every "METHOD /path" the app serves under /api, from Fastify's route tree (HEAD and OPTIONS left out). */
function appRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    if (!url.startsWith('/api/')) continue;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${openApiPath(url)}`);
    }
  }
  return routes.sort();
}

const documentedRoutes = (document: ReturnType<typeof buildOpenApiDocument>) =>
  Object.entries(document.paths)
    .flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`))
    .sort();

describe('the OpenAPI document', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer('pglite', { seed: false });
  }, SLOW_HOOK_MS);
  afterAll(async () => server?.stop(), SLOW_HOOK_MS);

  it('names exactly the routes the app serves under /api', () => {
    const served = appRoutes(server.app);
    expect(served.length).toBeGreaterThan(50);
    expect(documentedRoutes(buildOpenApiDocument())).toEqual(served);
  });

  it('is what npm run docs:api writes (run it after changing a route or a shared schema)', () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('is served at /api/docs outside production, as JSON and as a readable page', async () => {
    const json = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
    const html = await server.app.inject({ method: 'GET', url: '/api/docs?format=html' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('<code>/api/donation/add</code>');
  });

  it('is not served in production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const production = await startTestServer('pglite', { seed: false }).finally(() => {
      process.env.NODE_ENV = previous;
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await production.stop();
    }
  }, SLOW_HOOK_MS);
});
