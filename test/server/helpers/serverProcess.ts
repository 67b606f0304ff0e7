import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(__dirname, '../../..');

/**
 * Runs the server process (src/server/main.ts through tsx, as in development) from the project root, with `env`
 * over this process's environment. The process tests and the browser tests' servers start it this way.
 */
export function spawnServer(env: Record<string, string>, stdio: StdioOptions): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio,
    },
  );
}
