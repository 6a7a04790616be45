/**
 * GET /v1/health to anonymous callers (issue 45, item 5): which part is down,
 * never what the operator alone should read — the database's host and port,
 * Redis's error text. The detail goes to the log, once per change.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { memoryLimiter } from '../../src/accounts/perMinuteLimiter.js';
import { testApp } from './helpers.js';

test('a Redis that does not answer: health says degraded and which part, the log says why (once)', async () => {
  const logLines: string[] = [];
  let problem: string | null = 'connect ECONNREFUSED 10.20.30.40:6390 (redis://:s3cret@cache.internal:6390)';
  const limiter = {
    ...memoryLimiter(),
    store: 'redis' as const,
    ping: async () => {
      if (problem) throw new Error(problem);
    },
  };
  const app = await testApp({ limiter, logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
  try {
    const health = () => app.inject({ method: 'GET', url: '/v1/health' });
    for (let i = 0; i < 3; i++) {
      const answer = await health();
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.json().status, 'degraded');
      assert.equal(answer.json().dependencies.rateLimitStore.status, 'down');
      for (const secret of ['10.20.30.40', '6390', 'ECONNREFUSED', 's3cret', 'cache.internal']) assert.ok(!answer.body.includes(secret), `${secret} is not shown`);
    }
    const reports = logLines.filter((line) => line.includes('health:'));
    assert.equal(reports.length, 1, 'logged once while the problem stays the same');
    assert.match(reports[0]!, /ECONNREFUSED 10\.20\.30\.40:6390/);
    problem = null;
    assert.equal((await health()).json().status, 'ok');
    assert.match(logLines.filter((line) => line.includes('health:')).at(-1)!, /every dependency answers again/);
  } finally {
    await app.close();
  }
});
