import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { appFromConfig } from '../../src/http/app.js';
import { EditionError } from '../../src/tojeong/text/index.js';
import { syntheticEdition } from '../fixtures/syntheticEdition.js';
import { keyed, type TestApp, testApp } from './helpers.js';

describe('with an edition installed', () => {
  let app: TestApp;
  before(async () => {
    app = await testApp({ text: syntheticEdition() });
  });
  after(() => app.close());

  test('POST /v1/tojeong/gwae returns the computed gwae text and names the edition', async () => {
    const res = await keyed(app, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 } });
    assert.equal(res.statusCode, 200, res.body);
    const { data } = res.json();
    assert.equal(data.calc.gwaeId, '212');
    assert.equal(data.gwae.gwaeId, '212');
    assert.deepEqual(data.gwae.title, { hanja: '試驗二一二', reading: '시험이일이' });
    assert.equal(data.gwae.yearly[0], '이일이년 제일구(二一二年 第一句)');
    assert.equal(data.gwae.monthly['8'].length, 3);
    assert.match(data.source.text, /^test-fixture@0\.0\.0-test: TEST FIXTURE/);
    assert.match(data.source.readingTable, /^hanja-readings@/);
  });

  test('reading false gives hanja-only verses', async () => {
    const res = await keyed(app, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005, reading: false } });
    const { data } = res.json();
    assert.equal(data.gwae.yearly[0], '二一二年 第一句');
    // The reading table is named on every answer, as the specification's source asks (issue 39).
    assert.match(data.source.readingTable, /^hanja-readings@/);
  });

  test('GET /v1/tojeong/gwae/{id}: the gwae with a strong ETag and Cache-Control; 304 on If-None-Match', async () => {
    const res = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/863' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-type'] as string, /^application\/json/);
    const etag = res.headers.etag as string;
    assert.match(etag, /^"[A-Za-z0-9_-]{32}"$/);
    assert.equal(res.headers['cache-control'], 'private, max-age=86400');
    const body = res.json();
    assert.equal(body.version, '2026.10.18');
    assert.equal(body.data.gwae.gwaeId, '863');
    assert.equal(body.data.gwae.yearly[8], '팔륙삼년 제구구(八六三年 第九句)');
    assert.match(body.data.source.text, /^test-fixture@/);
    // The same source as the calculation's: the library, the calendar and the reading table, as strings (issue 39).
    const post = await keyed(app, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 } });
    assert.deepEqual(body.data.source, post.json().data.source);
    assert.match(body.data.source.calc, /^tojeong-core@\d/);

    const again = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/863' });
    assert.equal(again.body, res.body);
    assert.equal(again.headers.etag, etag);

    const notModified = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/863', headers: { 'if-none-match': `"other", ${etag}` } });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.body, '');
    assert.equal(notModified.headers.etag, etag);
    const weak = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/863', headers: { 'if-none-match': `W/${etag}` } });
    assert.equal(weak.statusCode, 304);
    const stale = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/863', headers: { 'if-none-match': '"stale"' } });
    assert.equal(stale.statusCode, 200);

    const hanjaOnly = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/863?reading=false' });
    assert.equal(hanjaOnly.statusCode, 200);
    assert.notEqual(hanjaOnly.headers.etag, etag);
    assert.equal(hanjaOnly.json().data.gwae.yearly[8], '八六三年 第九句');
    assert.deepEqual(hanjaOnly.json().data.source, body.data.source);
  });

  test('a malformed id is still 400 BAD_GWAE_ID', async () => {
    const res = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/864' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.code, 'BAD_GWAE_ID');
  });

  test('an edition that lacks a well-formed id answers 404 NOT_FOUND', async () => {
    const partial = syntheticEdition();
    delete partial.gwae['111'];
    const partialApp = await testApp({ text: partial });
    try {
      const res = await keyed(partialApp, { method: 'GET', url: '/v1/tojeong/gwae/111' });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.code, 'NOT_FOUND');
    } finally {
      await partialApp.close();
    }
  });

  test('health reports the installed edition', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/health' });
    assert.deepEqual(res.json().dependencies.gwaeText.status, 'ok');
    assert.match(res.json().dependencies.gwaeText.detail, /^test-fixture@0\.0\.0-test/);
  });
});

describe('installation at start-up', () => {
  const dir = mkdtempSync(join(tmpdir(), 'edition-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('a valid GWAE_EDITION file is installed', async () => {
    const path = join(dir, 'valid.json');
    writeFileSync(path, JSON.stringify(syntheticEdition()));
    const app = await testApp({ config: loadConfig({ GWAE_EDITION: path }), gwaeTextFromConfig: true });
    try {
      const res = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/111' });
      assert.equal(res.statusCode, 200);
    } finally {
      await app.close();
    }
  });

  test('an invalid edition stops start-up with the report of every problem', async () => {
    const broken = syntheticEdition();
    delete broken.gwae['111'];
    broken.gwae['222']!.yearly[0] = 'abc';
    const path = join(dir, 'broken.json');
    writeFileSync(path, JSON.stringify(broken));
    await assert.rejects(appFromConfig(loadConfig({ GWAE_EDITION: path, DATABASE_URL: 'sqlite::memory:' }), false), (error: unknown) => {
      assert.ok(error instanceof EditionError);
      assert.equal(error.problems.length, 2);
      assert.match(error.message, /2 problems[\s\S]*gwae 111: missing[\s\S]*gwae 222, yearly, verse 1/);
      return true;
    });
  });

  test('GWAE_EDITION naming a missing file stops start-up', async () => {
    await assert.rejects(appFromConfig(loadConfig({ GWAE_EDITION: join(dir, 'absent.json'), DATABASE_URL: 'sqlite::memory:' }), false), (error: unknown) => {
      assert.ok(error instanceof EditionError);
      assert.match(error.message, /absent\.json cannot be installed[\s\S]*does not exist/);
      return true;
    });
  });

  test('GWAE_EDITION unset serves the default edition; GWAE_EDITION=none serves none', async () => {
    assert.deepEqual(loadConfig({}).gwaeEdition, { kind: 'default' });
    assert.deepEqual(loadConfig({ GWAE_EDITION: '' }).gwaeEdition, { kind: 'default' });
    assert.deepEqual(loadConfig({ GWAE_EDITION: 'none' }).gwaeEdition, { kind: 'none' });
    const served = await testApp({ config: loadConfig({}), gwaeTextFromConfig: true });
    const none = await testApp({ config: loadConfig({ GWAE_EDITION: 'none' }), gwaeTextFromConfig: true });
    try {
      const res = await keyed(served, { method: 'GET', url: '/v1/tojeong/gwae/111' });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.json().data.source.text, /^tojeong-8x8-2@/);
      const health = (await served.inject({ method: 'GET', url: '/v1/health' })).json();
      assert.equal(health.dependencies.gwaeText.status, 'ok');
      assert.match(health.dependencies.gwaeText.detail, /^tojeong-8x8-2@/);
      assert.equal((await keyed(none, { method: 'GET', url: '/v1/tojeong/gwae/111' })).statusCode, 503);
      assert.equal((await none.inject({ method: 'GET', url: '/v1/health' })).json().dependencies.gwaeText.status, 'unavailable');
    } finally {
      await Promise.all([served.close(), none.close()]);
    }
  });
});
