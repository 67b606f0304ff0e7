/**
 * `npm test`: every check the project has, in the order a reviewer would run them, with one closing line
 * "N passed, N failed" that counts every test case of the unit, server and browser suites.
 *   typecheck -> lint -> jest (client on jsdom, server on PGlite and PostgreSQL) -> crash loop -> production build
 *   -> JavaScript budget (scripts/check-bundle-budget.ts, counted as one test) -> browser tests
 * Set SKIP_E2E=1 to leave out the build and the browser tests on a machine without Chromium, SKIP_CRASH=1 to leave
 * out the crash loop (scripts/crash-loop.ts, counted as one test); never in CI.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
}

const results: StepResult[] = [];

function run(
  name: string,
  command: string,
  args: string[],
  jestJson?: string,
  options: { oneTest?: boolean } = {},
): boolean {
  // PGlite is loaded with import(), which jest allows only with --experimental-vm-modules.
  const env = jestJson
    ? { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() }
    : process.env;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  let passed = 0;
  let failed = 0;
  if (jestJson && fs.existsSync(jestJson)) {
    const report = JSON.parse(fs.readFileSync(jestJson, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  }
  const ok = child.status === 0;
  if (!ok && !jestJson) failed = 1;
  if (ok && options.oneTest) passed = 1;
  results.push({ name, ok, passed, failed, seconds });
  return ok;
}

const npx = 'npx';
const unitJson = path.join(resultsDir, 'unit.json');
const e2eJson = path.join(resultsDir, 'e2e.json');
for (const file of [unitJson, e2eJson]) fs.rmSync(file, { force: true });

run('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', npx, ['eslint', '.']);
// Two workers even on two cores (jest's default there is one): the server tests spend much of their time waiting
// on PostgreSQL and the file system, so a second worker uses the core the first leaves idle.
run('unit and server tests', npx, ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${unitJson}`], unitJson);

if (process.env.SKIP_CRASH === '1' && !process.env.CI) {
  console.log('\nSKIP_CRASH=1: crash loop left out.');
} else {
  // SIGKILLs the real server during a stream of writes on both databases; one test, passed or failed.
  run('crash loop', 'npm', ['run', '--silent', 'test:crash'], undefined, { oneTest: true });
}

if (process.env.SKIP_E2E === '1' && !process.env.CI) {
  console.log('\nSKIP_E2E=1: production build and browser tests left out.');
} else {
  const built = run('production build', 'npm', ['run', 'build']);
  if (built) {
    // Each page's JavaScript (gzip) before the visitor interacts and at hydration against its budget; one test.
    run('JavaScript budget', npx, ['tsx', 'scripts/check-bundle-budget.ts'], undefined, { oneTest: true });
    run(
      'browser tests',
      npx,
      ['jest', '--ci', '-c', 'jest.e2e.config.js', '--runInBand', '--json', `--outputFile=${e2eJson}`],
      e2eJson,
    );
  }
}

console.log('\n=== summary');
for (const result of results) {
  const counts = result.passed || result.failed ? ` (${result.passed} passed, ${result.failed} failed)` : '';
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}${counts} ${result.seconds}s`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const allOk = results.every((result) => result.ok);
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
