import { stopServer } from './serverProcess';

export default async function globalTeardown() {
  if (globalThis.__E2E_SERVER__) await stopServer(globalThis.__E2E_SERVER__);
}
