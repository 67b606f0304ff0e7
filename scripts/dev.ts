/**
 * `npm run dev`: webpack rebuilds the browser app on change (development mode) while tsx restarts the server
 * on change. Ctrl-C (or SIGTERM) is passed to both; when either stops, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

const children: ChildProcess[] = [
  // webpack-cli run through tsx, as `npm run build` does, so that it can read webpack.config.ts.
  spawn('npx', ['tsx', 'node_modules/webpack-cli/bin/cli.js', '--watch', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
];

let exiting = false;
function stopAll(signal: NodeJS.Signals, exitCode: number): void {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  let remaining = children.filter((child) => child.exitCode === null && child.signalCode === null).length;
  if (remaining === 0) process.exit(exitCode);
  for (const child of children) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining <= 0) process.exit(exitCode);
    });
  }
  setTimeout(() => process.exit(exitCode), 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal, 0));
for (const child of children) child.on('exit', (code) => stopAll('SIGTERM', code ?? 0));
