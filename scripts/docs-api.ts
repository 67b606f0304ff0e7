import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/server/docs/openapi';

// npm run docs:api: writes docs/openapi.json from the shared zod schemas (src/server/docs/openapi.ts). A server
// test fails while the committed file differs from what this writes.

const OPENAPI_FILE = path.join(__dirname, '..', 'docs', 'openapi.json');

fs.writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
