/**
 * A refactor guard: a fixed set of requests of every endpoint
 * (test/support/answerSnapshot.ts) gives the same status, content type and
 * body bytes as when test/fixtures/answerHashes.json was written. It was
 * written before the library's rooms were rearranged (issue 46), so that
 * moving code can be seen to change no answer.
 *
 * A deliberate change of behaviour (a new field, a corrected table, a new
 * data version) changes some hashes: write the file anew with
 *   npm run snapshot:answers
 * (ANSWER_SNAPSHOT=write on this test) and commit it with the change, its
 * diff showing which answers moved.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { answerHashes } from '../support/answerSnapshot.js';
import { ROOT } from '../support/projectFiles.js';
import { testApp } from './helpers.js';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'answerHashes.json');

test('every endpoint answers the fixed requests with the bytes recorded in test/fixtures/answerHashes.json', { timeout: 300_000 }, async () => {
  const app = await testApp();
  try {
    const hashes = await answerHashes(app, app.apiKey);
    if (process.env.ANSWER_SNAPSHOT === 'write') {
      writeFileSync(FIXTURE, `${JSON.stringify(hashes, null, 2)}\n`);
      return;
    }
    assert.deepEqual(hashes, JSON.parse(readFileSync(FIXTURE, 'utf8')));
  } finally {
    await app.close();
  }
});
