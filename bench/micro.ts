/** Microbenchmarks: a function called in a tight loop for about a second. */
export interface MicroResult {
  name: string;
  opsPerSec: number;
}

export function measure(name: string, fn: (i: number) => unknown, minMs = 1000): MicroResult {
  // Warm up so the JIT has compiled the path being measured.
  for (let i = 0; i < 10_000; i++) fn(i);
  let iterations = 0;
  let sink = 0;
  const start = process.hrtime.bigint();
  let elapsedMs = 0;
  while (elapsedMs < minMs) {
    for (let j = 0; j < 10_000; j++) {
      if (fn(iterations++) !== undefined) sink++;
    }
    elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  }
  if (sink < 0) console.log(sink); // keeps the results observable to the optimizer
  return { name, opsPerSec: Math.round((iterations / elapsedMs) * 1000) };
}
