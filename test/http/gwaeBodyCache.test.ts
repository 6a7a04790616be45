/**
 * The serialized gwae bodies are made at start-up, all 144 ids × 2 reading
 * modes, so that no request renders or serializes a gwae.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { GwaeBodyCache } from '../../src/http/gwaeBodyCache.js';
import { type Edition, GWAE_IDS, GwaeText } from '../../src/tojeong/text/index.js';

/** Counts how often the cache asks the text for a gwae. */
class CountingGwaeText extends GwaeText {
  asked = 0;
  override gwae(id: string, withReading: boolean) {
    this.asked += 1;
    return super.gwae(id, withReading);
  }
}

const edition = JSON.parse(readFileSync(new URL('../../data/gwae/edition.json', import.meta.url), 'utf8')) as Edition;

test('the cache serializes every (id, reading) when it is made, and requests only look them up', () => {
  const text = new CountingGwaeText(edition);
  const cache = new GwaeBodyCache(text);
  assert.equal(GWAE_IDS.length, 144);
  assert.equal(cache.size, 288);
  assert.equal(text.asked, 288, 'each gwae asked for once, at start-up');

  for (const id of GWAE_IDS) {
    for (const reading of [true, false]) {
      const get = cache.getBody(id, reading);
      assert.ok(get, id);
      const parsed = JSON.parse(get.body);
      assert.deepEqual(parsed.data.gwae, text.gwae(id, reading));
      assert.equal(parsed.data.source.text, text.sourceText);
      assert.match(get.etag, /^"[A-Za-z0-9_-]{32}"$/);
      assert.equal(cache.postParts(id, reading).gwae, JSON.stringify(parsed.data.gwae), 'GET and POST send the same gwae bytes');
    }
  }
  assert.equal(text.asked, 288 + 288, 'the look-ups asked the text nothing (the 288 more are this test\'s own comparisons)');
});

test('without text the cache holds nothing: gwae null in the POST, no GET body', () => {
  const cache = new GwaeBodyCache(null);
  assert.equal(cache.size, 0);
  assert.equal(cache.postParts('111', true).gwae, 'null');
  assert.equal(JSON.parse(cache.postParts('111', true).source).text, null);
  assert.equal(cache.getBody('111', true), null);
});
