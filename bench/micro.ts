/**
 * Microbenchmarks: a function called in a tight loop. On a shared machine one
 * long sample can catch a pause of another process or a recompilation, so
 * after a timed warm-up the loop is sampled five times and the median taken;
 * the spread of the samples is reported beside it.
 */
export interface MicroResult {
  name: string;
  /** The median of the samples. */
  opsPerSec: number;
  /** The slowest and the fastest sample. */
  range: [number, number];
}

const SAMPLES = 5;

/** Calls `fn` for at least `ms` milliseconds, in blocks of `block`; returns calls per second. */
function sample(fn: (i: number) => unknown, ms: number, block: number, firstIndex: number): number {
  let calls = 0;
  let sink = 0;
  const start = process.hrtime.bigint();
  let elapsedMs = 0;
  do {
    for (let j = 0; j < block; j++) {
      if (fn(firstIndex + calls++) !== undefined) sink++;
    }
    elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  } while (elapsedMs < ms);
  if (sink < 0) console.log(sink); // keeps the results observable to the optimizer
  return (calls / elapsedMs) * 1000;
}

/** About `totalMs` of measurement after a warm-up of a quarter of it (so the JIT has compiled the path). */
export function measure(name: string, fn: (i: number) => unknown, totalMs = 2000): MicroResult {
  sample(fn, totalMs / 4, 1_000, 0);
  const rates: number[] = [];
  for (let s = 0; s < SAMPLES; s++) rates.push(sample(fn, totalMs / SAMPLES, 1_000, s * 1_000_003));
  rates.sort((a, b) => a - b);
  return { name, opsPerSec: Math.round(rates[SAMPLES >> 1]!), range: [Math.round(rates[0]!), Math.round(rates[SAMPLES - 1]!)] };
}
