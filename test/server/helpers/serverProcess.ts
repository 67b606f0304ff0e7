import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(__dirname, '../../..');

/**
 * Runs the server process (src/server/main.ts with tsx as an import hook, as `npm start` does) from the project
 * root, with `env` over this process's environment. The process tests and the browser tests' servers start it
 * this way. One process, not tsx's CLI: the CLI runs the server in a child, relays a SIGTERM and SIGKILLs that child
 * unless it confirms the signal within 30 ms, which a busy machine misses (a graceful stop cut short).
 */
export function spawnServer(env: Record<string, string>, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio,
  });
}
