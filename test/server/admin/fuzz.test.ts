import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describeEachDatabase } from '../helpers/harness';
import { hostileText, hostileValue, inUrl } from '../helpers/hostileInput';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// Every office endpoint, signed in as an owner (every area open), with bodies, ids and query values no console
// sends: the answer is a 4xx or a success, never a 5xx. The routes come from docs/openapi.json (checked against
// the server's own routes by test/server/docs/openapi.test.ts), so a new endpoint is swept without being listed
// here. A sweep like this by hand found `PUT /users/:id` with `{}` answering 500.

const OPENAPI = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../docs/openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, unknown>> };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signing out would end the session the sweep runs in. */
const LEFT_OUT = new Set(['POST /api/admin/logout']);

const ROUTES = Object.entries(OPENAPI.paths)
  .filter(([route]) => route.startsWith('/api/admin/'))
  .flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, route })),
  )
  .filter(({ method, route }) => !LEFT_OUT.has(`${method} ${route}`));

/** Field names the console's forms use, so that hostile values reach the validators and not only unknown keys. */
const FIELD_NAMES = [
  'title',
  'name',
  'content',
  'published_on',
  'event_name',
  'event_date',
  'category_name',
  'position',
  'sort_order',
  'amount_paise',
  'reason',
  'mode',
  'date',
  'role',
  'disabled',
  'email',
  'year',
  'ids',
  'from',
  'to',
  'status',
  'person_key',
  'note',
];

const IDS = ['1', '0', 'abc', '99999999999', '%00'];

const withId = (route: string, id: string) => route.replace(/\{[^}]+\}/g, id);

describeEachDatabase('fuzz: no office request gets a 5xx', (server) => {
  let session: AdminSession;

  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });

  const expectNo5xx = async (method: Method, url: string, payload?: string, query = '') => {
    const response = await asAdmin(server().app, session, {
      method,
      url: `${url}${query}`,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });
    if (response.statusCode >= 500)
      throw new Error(
        `${response.statusCode} for ${method} ${url}${query} ${payload ?? ''}: ${response.body}`,
      );
  };

  it('sweeps every office route with an empty, a null and a wrong-shaped body', async () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    for (const { method, route } of ROUTES) {
      const url = withId(route, '1');
      if (method === 'GET') await expectNo5xx(method, url, undefined, '?page=0&per_page=abc&from=2026-02-30');
      else for (const body of ['{}', 'null', '[1]']) await expectNo5xx(method, url, body);
    }
  });

  it('answers hostile field values, ids and query values on random office routes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom(...IDS),
        fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 5 }),
        fc.dictionary(fc.constantFrom('page', 'per_page', 'from', 'to', 'q', 'status'), hostileText, {
          maxKeys: 3,
        }),
        async ({ method, route }, id, body, query) => {
          const search = Object.entries(query)
            .map(([key, value]) => `${key}=${inUrl(value)}`)
            .join('&');
          const url = withId(route, id);
          if (method === 'GET') await expectNo5xx(method, url, undefined, `?${search}`);
          else await expectNo5xx(method, url, JSON.stringify(body));
        },
      ),
      { numRuns: 80 },
    );
  });
});
