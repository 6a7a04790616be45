/**
 * Before the service listens, the costly answers are made once each
 * (issue 45): the first 작명 of a process builds its tables and runs cold
 * (~150 ms for one answer, ~40 ms warm), and under a first wave of parallel
 * calls that cold start made a health check wait over a second. Done by the
 * service's entry point only, not by every app a test builds.
 */
import { nameAnalysisAnswer, nameRecommendationAnswer } from '../name/index.js';

/** A few answers of the kinds the costly paths give; their results are dropped. Returns the milliseconds spent. */
export function warmUpCostlyAnswers(): number {
  const started = performance.now();
  const birth = { date: '2026-03-01', time: '09:30' };
  for (const surname of ['金', '李', '朴', '崔']) {
    nameRecommendationAnswer({ surname, limit: 50, popularity: 'any', birth });
    nameRecommendationAnswer({ surname, limit: 20 });
  }
  nameAnalysisAnswer({ surname: '洪', given: '吉童', birth });
  return Math.round(performance.now() - started);
}
