import { spawnSync } from 'node:child_process';

/**
 * What touching a fresh 4 KiB page of memory costs this machine, µs (the page fault and the kernel's zeroing),
 * measured in a child process over 128 MiB. The benchmarks print it beside their figures: on some virtual
 * machines it is tens of times what it is elsewhere, which makes a browser's page load (a new renderer
 * process, its first layout) and a server's heap growth slow, while CPU-only measures such as Lighthouse's
 * benchmarkIndex do not show it.
 */
export function freshPageMicros(): number {
  const program = `
    const pages = 32768;
    const started = process.hrtime.bigint();
    const bytes = Buffer.allocUnsafeSlow(pages * 4096);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = 1;
    console.log(Number(process.hrtime.bigint() - started) / 1000 / pages);`;
  const result = spawnSync(process.execPath, ['-e', program], { encoding: 'utf8' });
  return Number(result.stdout.trim());
}
