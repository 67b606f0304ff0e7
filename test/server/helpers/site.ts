import type { LightMyRequestResponse } from 'fastify';

// The fake build in dist/ that the site tests serve (site.test.ts, eventPages.test.ts), and the page it answers.

/** The index.html of the fake build. */
export const INDEX_HTML =
  '<!doctype html><html><head><title>Dakshin Bharat Jain Sabha</title></head><body><div id="root"></div></body></html>';

/** The response is the build's index.html with `status`, as HTML, and not to be cached. */
export function expectIndexPage(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(INDEX_HTML);
}
