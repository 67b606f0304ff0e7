/**
 * The console builds multipart bodies; Node's fetch reads only Node's own FormData and File, so a test file that
 * sends forms calls this to use those (jsdom's would be sent as the text "[object FormData]"). They live on the
 * outer Node global, which vm.runInThisContext reaches from inside the test sandbox (as in test/client/setup.ts).
 */
export function installNodeFormData(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const nodeGlobal = require('node:vm').runInThisContext('globalThis') as typeof globalThis;
  for (const name of ['FormData', 'File', 'Blob'] as const) {
    Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: nodeGlobal[name] });
  }
}
