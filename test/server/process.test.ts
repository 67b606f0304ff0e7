import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createTestDatabase, postgresReachable } from './helpers/postgres';
import { makeTempDir } from './helpers/harness';
import { spawnServer } from './helpers/serverProcess';

// The real server process (src/server/main.ts): start, seed, serve, and a graceful SIGTERM that lets a request
// in flight finish before the database closes and the process exits 0.

const STARTUP_MS = 90_000;

interface RunningProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<RunningProcess> {
  const child = spawnServer(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      FORM_RATE_LIMIT: '100',
      ...env,
    },
    ['ignore', 'pipe', 'pipe'],
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // 'close' comes after the last of the child's output has been read, which 'exit' may precede.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    const match = /website at http:\/\/localhost:(\d+)\//.exec(output);
    if (match) return { child, baseUrl: `http://127.0.0.1:${match[1]}`, output: () => output, exited };
    if (child.exitCode !== null) {
      await closed;
      throw new Error(`server exited early with code ${child.exitCode}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Files and folders under `dir` that anyone but their owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, target)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dir);
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server has printed `text` (generous for a loaded machine). */
async function outputShows(server: RunningProcess, text: string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`the server never printed "${text}":\n${server.output()}`);
    await sleep(20);
  }
}

/** Posts an enquiry in two halves, calling between() after the first half has reached the server. */
function slowEnquiry(
  baseUrl: string,
  between: () => Promise<void>,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({
    first_name: 'Padmaja',
    last_name: 'Khanjire',
    email_id: 'padmaja.khanjire@example.org',
    mobile_no: '9988776655',
    interested_in: 'Donation',
    address: 'Market Yard, Kolhapur',
    message: 'I would like to support a student under the dattak-palak scheme.',
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/fetch/contact-details/add`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 40));
    void between().then(() => request.end(body.slice(40)), reject);
  });
}

describe('server process on PGlite', () => {
  it(
    'starts, seeds once, serves, and on SIGTERM finishes the request in flight and exits 0',
    async () => {
      const dataDir = makeTempDir('dbjs-process-');
      const env = { DATA_DIR: dataDir };
      try {
        const first = await startServer(env);
        expect(first.output()).toContain('demo content seeded');
        const settings = await fetch(`${first.baseUrl}/api/fetch/settings`);
        expect(settings.status).toBe(200);
        expect((await settings.json()).result[0].contact_email).toBe('office@dakshinbharatjainsabha.org');
        // A receipt link is a bearer key: the request log keeps its path without the token.
        const receiptToken = 'c0ffee'.repeat(5) + 'ab';
        expect((await fetch(`${first.baseUrl}/api/receipts/${receiptToken}.pdf`)).status).toBe(404);
        const health = await fetch(`${first.baseUrl}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

        // The signal comes once the server has logged the enquiry's arrival (its headers, not yet its body), and
        // the rest of the body once the server has begun to shut down: an order of events, not a guess at timing.
        const answer = await slowEnquiry(first.baseUrl, async () => {
          await outputShows(first, '/api/fetch/contact-details/add');
          first.child.kill('SIGTERM');
          await outputShows(first, 'shutting down');
        });
        expect(answer.status).toBe(201);
        expect(await first.exited).toBe(0);
        expect(first.output()).toContain('shutting down');
        // Structured logs never carry what people typed.
        expect(first.output()).not.toContain('Khanjire');
        expect(first.output()).not.toContain('padmaja');
        expect(first.output()).not.toContain('9988776655');
        expect(first.output()).toContain('/api/receipts/<token>.pdf');
        expect(first.output()).not.toContain(receiptToken);

        // DATA_DIR, the database files and the WAL with personal data are private to the server's user, even
        // where an older version had left a file readable by everyone.
        const walFile = path.join(dataDir, 'pglite', 'left-open-by-an-older-version');
        fs.writeFileSync(walFile, 'x', { mode: 0o666 });
        fs.chmodSync(walFile, 0o666);

        // A second start finds the data under DATA_DIR and does not seed again.
        const second = await startServer(env);
        expect(second.output()).not.toContain('demo content seeded');
        const events = await (await fetch(`${second.baseUrl}/api/fetch/events`)).json();
        expect(events.total_pages).toBe(2);
        second.child.kill('SIGINT');
        expect(await second.exited).toBe(0);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    STARTUP_MS * 3,
  );
});

const postgresTest = postgresReachable() || process.env.CI ? it : it.skip;

describe('server process on PostgreSQL', () => {
  postgresTest(
    'runs the same migrations, seeds, serves and stops with exit 0',
    async () => {
      const dataDir = makeTempDir('dbjs-process-');
      const database = await createTestDatabase();
      try {
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
        expect(server.output()).toContain('demo content seeded');
        const card = await (await fetch(`${server.baseUrl}/api/fetch//matrimony-event-card`)).json();
        expect(card.result).toHaveLength(1);
        const image = await fetch(`${server.baseUrl}/api/${card.result[0].card_image}`);
        expect(image.status).toBe(200);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    STARTUP_MS * 2,
  );
});
