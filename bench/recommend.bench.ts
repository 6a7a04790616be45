/**
 * The latency of a two-character recommendation with a birth (issue 37: p99
 * ≤ 50 ms on this machine), in the process that calls the library: each
 * request of RECOMMEND_BODIES timed alone, after one warm-up round (the first
 * call of a surname builds its stroke table and the syllables' characters).
 */
import { nameRecommendationAnswer, type RecommendInput } from '../src/name/index.js';
import { RECOMMEND_BODIES } from './inputs.js';

export type LatencyResult = { name: string; calls: number; p50: number; p99: number; max: number; firstCallMs: number; largestAnswerBytes: number; meanAnswerBytes: number };

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function runRecommendLatency(rounds = 10): LatencyResult {
  const bodies = RECOMMEND_BODIES as RecommendInput[];
  const first = performance.now();
  nameRecommendationAnswer(bodies[0]!);
  const firstCallMs = performance.now() - first;
  // The compact answer's size (issue 47: a 20-name answer at most 30 KB), as JSON, for every body.
  const sizes = bodies.map((body) => Buffer.byteLength(JSON.stringify(nameRecommendationAnswer(body))));
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const body of bodies) {
      const start = performance.now();
      nameRecommendationAnswer(body);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    name: 'nameRecommendationAnswer (2 characters, birth)',
    calls: times.length,
    p50: ms(percentile(times, 50)),
    p99: ms(percentile(times, 99)),
    max: ms(times[times.length - 1]!),
    firstCallMs: ms(firstCallMs),
    largestAnswerBytes: Math.max(...sizes),
    meanAnswerBytes: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length),
  };
}
