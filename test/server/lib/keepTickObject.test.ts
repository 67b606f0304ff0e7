import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/harness';

// src/server/lib/keepTickObject.ts: a full garbage collection while no queued tick is alive used to leave
// process.nextTick building every tick in the runtime for the rest of the process. Each case runs in its own
// Node process, which prints the feedback of nextTick (V8's %DebugPrint) after ticks, such collections and more
// ticks.

const MODULE = path.resolve(__dirname, '../../../src/server/lib/keepTickObject.ts');

const PROGRAM = `
(async () => {
  if (process.env.KEEP_TICK_OBJECT) await import(process.env.KEEP_TICK_OBJECT);
  for (let i = 0; i < 2000; i += 1) await new Promise((resolve) => process.nextTick(resolve, i));
  for (let i = 0; i < 5; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    global.gc();
  }
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => process.nextTick(resolve, i));
  %DebugPrint(process.nextTick);
})();`;

/** The states of nextTick's computed-key literal feedback after the run, e.g. ['MONOMORPHIC', ...]. */
function tickLiteralFeedback(keepTickObject: boolean): string[] {
  // V8 prints through C's stdio, which a pipe may not receive in full before the process ends; a file does.
  const dir = makeTempDir('dbjs-ticks-');
  const outputFile = path.join(dir, 'debug-print.txt');
  const output = fs.openSync(outputFile, 'w');
  try {
    execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '-e', PROGRAM],
      {
        cwd: path.resolve(__dirname, '../../..'),
        env: { ...process.env, KEEP_TICK_OBJECT: keepTickObject ? MODULE : '' },
        stdio: ['ignore', output, 'inherit'],
      },
    );
  } finally {
    fs.closeSync(output);
  }
  const printed = fs.readFileSync(outputFile, 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]);
}

describe('the kept tick object', () => {
  it('without it, ticks after a collection with no tick alive go megamorphic (what the module prevents)', () => {
    const states = tickLiteralFeedback(false);
    expect(states).toContain('MEGAMORPHIC');
  });

  it('with it, nextTick keeps one map per key through such collections', () => {
    const states = tickLiteralFeedback(true);
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(states.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });

  it('finds a tick object to keep on this version of Node', async () => {
    const { keepTickObject } = await import('../../../src/server/lib/keepTickObject');
    expect(keepTickObject()).toBe(true);
  });
});
