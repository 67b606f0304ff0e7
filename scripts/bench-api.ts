/**
 * `npm run bench:api`: how fast the read API answers next to a bare Fastify hello-world started in the same
 * run. Loads each read endpoint (docs/api.md#read-endpoints) with autocannon at 50 connections for a bounded
 * time, on the real server (src/server/main.ts, its default logging, demo content) first on embedded PGlite,
 * then on PostgreSQL (a fresh database created for the run and dropped after it), and prints requests a
 * second, the percentage of bare Fastify's, both servers' 99th percentile latency and each server's CPU time an
 * answer (Linux /proc). Figures only: nothing here passes or fails on timings.
 *
 * BENCH_SECONDS (default 2) sets the time of one run, BENCH_ROUNDS (default 6) how often bare Fastify and the app
 * take turns per endpoint (a row adds up all rounds); BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) the server on which the fresh database is made.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { freePort } from '../test/e2e/serverProcess';
import { spawnServer } from '../test/server/helpers/serverProcess';
import { freshPageMicros, median } from './benchFigures';

const ROOT = path.resolve(__dirname, '..');
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 2));
/** Bare Fastify and the app take turns this many times per endpoint; a row adds up every round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 50;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// What a browser sends: the answers are measured as visitors get them (compressed where it pays).
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

// autocannon keeps each response's body as a string (`req.body += chunk` in its PipelinedRequestsQueue), decoding
// the bytes as UTF-8, though it reads them only to compare with `expectBody`, which this bench does not set. For
// a compressed answer that decoding is most of the client's work: a constant node:http answer of 2.7 KB of brotli
// got 34,000 requests a second, the same length of ASCII 61,000 to 66,000 (bare Fastify's 17 bytes: about the
// same), so every larger compressed answer measured the client, not the server. The bench counts the bytes
// (autocannon's own byte count and parser are unchanged) and leaves the body undecoded.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prototype: pipelinedRequests } = require('autocannon/lib/pipelinedRequestsQueue') as {
  prototype: { addBody(data: Buffer): void };
};
pipelinedRequests.addBody = () => undefined;

/** One server's figures for one endpoint, added up over every round. */
interface Tally {
  answers: number;
  seconds: number;
  failures: number;
  /** Each round's 99th percentile latency, ms. */
  p99s: number[];
  /** The server process's user and system CPU time over the rounds, µs (NaN where /proc is not there). */
  cpuMicros: number;
}

interface Row {
  database: string;
  endpoint: string;
  app: Tally;
  bare: Tally;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Bare Fastify in its own process, as the app runs in its own: the same share of the machine. Like the app's
 * process it keeps one tick object (src/server/lib/keepTickObject.ts): without it a bare Fastify runs at full speed
 * until a garbage collection drops nextTick's maps, some time in its first minute or two, and at about 80% of that
 * for the rest of its life, so the rows measured first and last were held to different baselines.
 */
async function startBareFastify(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const program = `
    require('./src/server/lib/keepTickObject.ts');
    const app = require('fastify')({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', program], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`, child);
  return { baseUrl, child };
}

/** The real server with its production defaults (LOG_LEVEL info); its log goes nowhere, as to a quiet file. */
async function startApp(
  env: Record<string, string>,
): Promise<{ baseUrl: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-bench-'));
  // main.ts runs in the spawned process itself (spawnServer: tsx as an import hook): its CPU time is read from /proc.
  const child = spawnServer(
    { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    ['ignore', 'ignore', 'inherit'],
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`, child);
  return { baseUrl, child, dataDir };
}

function emptyTally(): Tally {
  return { answers: 0, seconds: 0, failures: 0, p99s: [], cpuMicros: 0 };
}

/** User plus system CPU time of a process so far, µs; NaN off Linux. */
function cpuMicros(pid: number | undefined): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 Hz).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

async function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
}

/** One run of SECONDS against a server, added to its tally. */
async function measureInto(tally: Tally, url: string, child: ChildProcess): Promise<void> {
  const cpuBefore = cpuMicros(child.pid);
  const result = await load(url, SECONDS);
  tally.cpuMicros += cpuMicros(child.pid) - cpuBefore;
  tally.answers += result.requests.total;
  tally.seconds += result.duration;
  tally.failures += result.errors + result.timeouts + result.non2xx;
  tally.p99s.push(result.latency.p99);
}

/** The nine read endpoints, with a committee and an event that exist in the demo content. */
async function readEndpoints(baseUrl: string): Promise<string[]> {
  const categories = (await (await fetch(`${baseUrl}/api/fetch/categories?parent_name=about_us`)).json()) as {
    result: { category_name: string }[];
  };
  const events = (await (await fetch(`${baseUrl}/api/fetch/events?per_page=1`)).json()) as {
    data: { event_slug: string }[];
  };
  const committee = categories.result[0]?.category_name ?? 'Trustees';
  const slug = events.data[0]?.event_slug ?? 'no-event';
  return [
    '/api/fetch/settings',
    '/api/fetch/homepage-data',
    '/api/fetch/categories/?parent_name=about_us',
    `/api/fetch/board-of-directors/?category_name=${encodeURIComponent(committee)}`,
    '/api/fetch/about-president',
    '/api/fetch/events/?per_page=9&page=1',
    `/api/fetch/event-view/${slug}`,
    '/api/fetch/awards',
    '/api/fetch/matrimony-event-card',
  ];
}

const perSecond = (tally: Tally) => tally.answers / tally.seconds;
const microsPerAnswer = (tally: Tally) => tally.cpuMicros / tally.answers;

/**
 * Bare Fastify and the app run side by side and take turns on each endpoint, ROUNDS short runs each, and a row
 * adds up all of them: others' work on a shared machine changes the figures from one second to the next (the same
 * bare Fastify has measured 15,000 and 27,000 requests a second a minute apart), and short alternating runs give
 * both servers the same mix of good and bad seconds.
 */
async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const bare = await startBareFastify();
  const app = await startApp(env).catch(async (error: unknown) => {
    await stop(bare.child);
    throw error;
  });
  const rows: Row[] = [];
  try {
    for (const endpoint of await readEndpoints(app.baseUrl)) {
      const bareUrl = `${bare.baseUrl}/`;
      const appUrl = `${app.baseUrl}${endpoint}`;
      // JIT, connection pools and the read cache warm up first; these runs do not count.
      await load(bareUrl, WARM_UP_SECONDS);
      await load(appUrl, WARM_UP_SECONDS);
      const row: Row = { database, endpoint, app: emptyTally(), bare: emptyTally() };
      for (let round = 0; round < ROUNDS; round += 1) {
        await measureInto(row.bare, bareUrl, bare.child);
        await measureInto(row.app, appUrl, app.child);
      }
      console.error(
        `${database}: ${endpoint} ${Math.round(perSecond(row.app))} requests/s, ${Math.round((perSecond(row.app) / perSecond(row.bare)) * 100)}% of bare Fastify's ${Math.round(perSecond(row.bare))}; server CPU ${microsPerAnswer(row.app).toFixed(1)} µs an answer, bare ${microsPerAnswer(row.bare).toFixed(1)}`,
      );
      rows.push(row);
    }
  } finally {
    await stop(bare.child);
    await stop(app.child);
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function withFreshPostgres<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const name = `dbjs_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    console.error(`PostgreSQL at ${POSTGRES_URL} is unreachable (${(error as Error).message}): skipped.`);
    return null;
  }
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| endpoint | database | requests/s | bare Fastify requests/s | % of bare Fastify | p99 ms | bare p99 ms | server CPU µs an answer (bare) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { database, endpoint, app, bare } of rows) {
    const share = Math.round((perSecond(app) / perSecond(bare)) * 100);
    const failures = app.failures ? ` (${app.failures} failed)` : '';
    const name = decodeURIComponent(endpoint.replace('/api/', ''));
    lines.push(
      `| \`${name}\` | ${database} | ${Math.round(perSecond(app))}${failures} | ${Math.round(perSecond(bare))} | ${share}% | ${median(app.p99s)} | ${median(bare.p99s)} | ${microsPerAnswer(app).toFixed(1)} (${microsPerAnswer(bare).toFixed(1)}) |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  console.error(
    `bench:api: ${CONNECTIONS} connections, ${ROUNDS} alternating runs of ${SECONDS} s per endpoint and server (after ${WARM_UP_SECONDS} s of warm-up each)`,
  );
  const rows = await benchDatabase('PGlite', {});
  const postgres = await withFreshPostgres((url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
  if (postgres) rows.push(...postgres);
  console.log(table(rows));
  console.log(`\nA fresh memory page cost this machine ${freshPageMicros().toFixed(1)} µs to touch.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
