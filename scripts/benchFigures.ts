import { spawnSync } from 'node:child_process';

// What the bench scripts (bench-api.ts, bench-web.ts) share: how they summarise runs and what they say about the
// machine they ran on.

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What touching a fresh 4 KiB page of memory costs this machine, µs (the page fault and the kernel's zeroing),
 * measured in a child process over 128 MiB. The benchmarks print it beside their figures: on the virtual machine
 * of 2026-11-27 it was 11 to 16 µs, which makes memory-hungry work such as a browser's page load (a new renderer
 * process, its first layout) slow, while CPU-only measures such as Lighthouse's benchmarkIndex do not show it.
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
