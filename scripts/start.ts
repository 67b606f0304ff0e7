/**
 * `npm start`: builds the browser app in production mode when dist/ is missing or older than its sources, then
 * runs the server in this same process (migrations, demo seed on an empty database, listen on HOST:PORT).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { main } from '../src/server/main';

const root = path.resolve(__dirname, '..');
const distDir = path.join(root, 'dist');
const stampFile = path.join(distDir, '.build-stamp');
const BUILD_INPUTS = [
  'src/client',
  'src/shared',
  'public',
  'webpack.config.ts',
  'package.json',
  'tsconfig.json',
];

function newestChange(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Why the browser app must be built, or null when dist/ is up to date. */
export function buildReason(): string | null {
  const stamp = fs.statSync(stampFile, { throwIfNoEntry: false });
  if (!stamp || !fs.existsSync(path.join(distDir, 'index.html'))) return 'no build found in dist/';
  // Builds made before server rendering have no renderer; the site would be sent as an empty shell.
  if (!fs.existsSync(path.join(distDir, 'server', 'ssr.js'))) return 'no server renderer in dist/server/';
  const changed = BUILD_INPUTS.find((input) => newestChange(path.join(root, input)) > stamp.mtimeMs);
  return changed ? `${changed} changed since the last build` : null;
}

function buildIfNeeded(): void {
  const reason = buildReason();
  if (!reason) {
    console.log('Browser app is up to date (dist/).');
    return;
  }
  console.log(`Building the browser app (${reason}) ...`);
  const started = new Date();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The browser build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  // The stamp carries the time the build started: a file saved during the build triggers the next one.
  fs.writeFileSync(stampFile, `${started.toISOString()}\n`);
  fs.utimesSync(stampFile, started, started);
}

buildIfNeeded();
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
