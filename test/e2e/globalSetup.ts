import fs from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from './serverProcess';
import { chromiumPath } from './browser';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

export default async function globalSetup() {
  if (!fs.existsSync(path.resolve(__dirname, '../../dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  }
  if (!chromiumPath()) {
    throw new Error('Chromium not found at /usr/bin/chromium (apt-get install chromium) or CHROMIUM_PATH.');
  }
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
}
