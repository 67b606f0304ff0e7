// Replaces global.fetch for the screen tests: RTK Query calls fetch with a Request for '/api/...'. Each test
// answers by path (after /api/), query and method, and can read back every call made.

// RTK Query builds `new Request('/api/...')` before calling fetch. The Request that test/client/setup.ts borrows from
// Node cannot resolve a relative URL (a browser resolves it against the page), so resolve it against jsdom's page.
const NodeRequest = globalThis.Request;
let relativeUrlsWork = true;
try {
  new NodeRequest('/api/probe');
} catch {
  relativeUrlsWork = false;
}
if (!relativeUrlsWork) {
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  globalThis.Request = PageRequest as typeof Request;
}

export type Reply =
  | { status?: number; body: unknown }
  /** Never answers: the screen stays in its loading state. */
  | 'pending'
  /** fetch rejects, as when the network is down. */
  | 'network-error';

export interface ApiCall {
  method: string;
  /** Path after /api/, e.g. 'fetch/events/'. */
  path: string;
  params: URLSearchParams;
  /** Parsed JSON body of a POST, if any. */
  body: unknown;
}

type Handler = (call: ApiCall) => Reply;

function toResponse(reply: Exclude<Reply, 'pending' | 'network-error'>): Response {
  return new Response(JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function mockApi(handler: Handler) {
  const calls: ApiCall[] = [];
  const spy = jest
    .spyOn(global, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: ApiCall = {
        method: request.method,
        path: url.pathname.replace(/^\/api\//, ''),
        params: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const reply = handler(call);
      if (reply === 'pending') return new Promise<Response>(() => undefined);
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return toResponse(reply);
    });
  return {
    spy,
    calls,
    /** Calls to one path (trailing slashes and double slashes ignored). */
    callsTo: (path: string) => calls.filter((call) => normalise(call.path) === normalise(path)),
  };
}

const normalise = (path: string) => path.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');

/** Answers a fixed table of paths; anything else is a 404. */
export function mockRoutes(table: Record<string, Reply | ((call: ApiCall) => Reply)>) {
  return mockApi((call) => {
    const entry = Object.entries(table).find(([path]) => normalise(path) === normalise(call.path));
    if (!entry) return { status: 404, body: { message: `No mock for ${call.path}` } };
    const reply = entry[1];
    return typeof reply === 'function' ? reply(call) : reply;
  });
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const serverError: Reply = { status: 500, body: { message: 'Something went wrong.' } };
