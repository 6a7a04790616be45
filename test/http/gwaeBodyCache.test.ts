/**
 * The serialized gwae bodies are made at start-up, all 144 ids × 2 reading
 * modes, so that no request renders or serializes a gwae.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { GwaeBodyCache, POST_BODY_HEAD } from '../../src/http/routes/gwaeBodyCache.js';
import { type Edition, GWAE_IDS, GwaeText } from '../../src/tojeong/text/index.js';

/** The POST body the route sends for a calculation `calc`: the head, the calculation, the cached tail. */
function postBody(cache: GwaeBodyCache, calc: object, id: string, reading: boolean): { data: { calc: object; gwae: unknown; source: { text: string } } } {
  return JSON.parse(Buffer.concat([POST_BODY_HEAD, Buffer.from(JSON.stringify(calc)), cache.postTail(id, reading)]).toString('utf8'));
}

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
      const parsed = JSON.parse(get.body.toString('utf8'));
      assert.deepEqual(parsed.data.gwae, text.gwae(id, reading));
      assert.equal(parsed.data.source.text, text.sourceText);
      assert.match(get.etag, /^"[A-Za-z0-9_-]{32}"$/);
      const post = postBody(cache, { gwaeId: id }, id, reading);
      assert.deepEqual(post.data.calc, { gwaeId: id });
      assert.equal(JSON.stringify(post.data.gwae), JSON.stringify(parsed.data.gwae), 'GET and POST send the same gwae');
      assert.ok(get.body.includes(Buffer.from(JSON.stringify(parsed.data.gwae))), 'the GET body holds the gwae bytes as JSON.stringify writes them');
    }
  }
  assert.equal(text.asked, 288 + 288, 'the look-ups asked the text nothing (the 288 more are this test\'s own comparisons)');
});

test('without text the cache holds nothing: gwae null in the POST, no GET body', () => {
  const cache = new GwaeBodyCache(null);
  assert.equal(cache.size, 0);
  const post = postBody(cache, {}, '111', true);
  assert.equal(post.data.gwae, null);
  assert.match(post.data.source.text, /^none: /);
  assert.equal(cache.getBody('111', true), null);
});
