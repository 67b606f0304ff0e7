// The one stand-in for the network in client tests: it replaces global.fetch, records every call (method, path
// after /api/, query, JSON or multipart body) and answers it. Two ways to say what answers: `mockRoutes`, a
// table of paths (the pages' reads; payments/paymentsMock.ts adds the runtime config the payment forms ask for
// first), and `mockFetch`, URL patterns answered with a Response (the console's tests).

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
  /** The parsed JSON body (or its text when it is not JSON), if any. */
  body: unknown;
  /** The multipart body of an order, as the page built it. */
  form?: FormData;
  /** The call as a Request, for answers that read its headers or URL. */
  request: () => Request;
}

type Answer = Reply | Response | Promise<Response>;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function recorded(input: RequestInfo | URL, init?: RequestInit): Promise<ApiCall> {
  const given = input instanceof Request ? input : null;
  const url = new URL(given ? given.url : String(input), window.location.href);
  const method = (given ? given.method : init?.method) ?? 'GET';
  const form = init?.body instanceof FormData ? init.body : undefined;
  const text = given
    ? method === 'GET' || method === 'HEAD'
      ? ''
      : await given.clone().text()
    : typeof init?.body === 'string'
      ? init.body
      : '';
  return {
    method,
    path: url.pathname.replace(/^\/api\//, ''),
    params: url.searchParams,
    body: text ? parsed(text) : undefined,
    form,
    request: () => given ?? new Request(url.href, init),
  };
}

function toResponse(answer: Answer): Response | Promise<Response> {
  if (answer instanceof Response || answer instanceof Promise) return answer;
  if (answer === 'pending') return new Promise<Response>(() => undefined);
  if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  return jsonResponse(answer.body, answer.status ?? 200);
}

/** Replaces fetch; `answer` decides each call's reply. */
export function mockApi(answer: (call: ApiCall) => Answer) {
  const calls: ApiCall[] = [];
  const spy = jest
    .spyOn(global, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await recorded(input, init);
      calls.push(call);
      return toResponse(answer(call));
    });
  return {
    spy,
    calls,
    /** Calls to one path (trailing slashes and double slashes ignored). */
    callsTo: (path: string) => calls.filter((call) => normalise(call.path) === normalise(path)),
  };
}

const normalise = (path: string) => path.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');

export type Routes = Record<string, Reply | ((call: ApiCall) => Reply)>;

/** Answers a fixed table of paths; anything else is a 404. */
export function mockRoutes(table: Routes) {
  return mockApi((call) => {
    const entry = Object.entries(table).find(([path]) => normalise(path) === normalise(call.path));
    if (!entry) return { status: 404, body: { message: `No mock for ${call.path}` } };
    const reply = entry[1];
    return typeof reply === 'function' ? reply(call) : reply;
  });
}

/**
 * Routes by URL pattern (a substring or a RegExp of the absolute URL); the first match answers with a Response.
 * Unmatched requests get a 404 so a forgotten mock shows up as an empty state, not a hang. Returns the jest spy.
 */
export function mockFetch(
  handlers: Array<[RegExp | string, (request: Request) => Response | Promise<Response>]>,
) {
  return mockApi((call) => {
    const request = call.request();
    const match = handlers.find(([pattern]) =>
      typeof pattern === 'string' ? request.url.includes(pattern) : pattern.test(request.url),
    );
    return match ? match[1](request) : jsonResponse({ message: 'Not found' }, 404);
  }).spy;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const serverError: Reply = { status: 500, body: { message: 'Something went wrong.' } };

/** A JSON Response as fetch would return it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
