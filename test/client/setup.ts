import '@testing-library/jest-dom';
import { fixedMediaQueryList } from './helpers/media';

// jsdom lacks a few browser APIs the app (and react-slick) touch. Plain stand-ins keep tests about behaviour.

// jsdom has no fetch. RTK Query needs fetch, Request, Response and Headers; Node's own (undici) implementations
// live on the outer Node global, which vm.runInThisContext reaches from inside the test sandbox. Tests then
// replace fetch with jest.spyOn(global, 'fetch').
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodeGlobal = require('node:vm').runInThisContext('globalThis') as typeof globalThis;
for (const name of [
  'fetch',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
] as const) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, { writable: true, configurable: true, value: nodeGlobal[name] });
  }
}
// A browser resolves '/api/...' against the page's address; Node's Request needs an absolute URL.
const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);
class BrowserRequest extends nodeGlobal.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(
      typeof input === 'string' && !isAbsolute(input) ? new URL(input, window.location.href).href : input,
      init,
    );
  }
}
if (!('Request' in globalThis)) {
  Object.defineProperty(globalThis, 'Request', { writable: true, configurable: true, value: BrowserRequest });
}

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => fixedMediaQueryList(query, false),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: NoopObserver,
  });
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: NoopObserver,
  });
}

// jsdom prints "Not implemented: window.scrollTo"; tests that care spy on it.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => undefined });
