/**
 * The pages for people, as HTTP answers: the playground at / (the files of
 * web/ in one document, its Content-Security-Policy allowing exactly its own
 * script and style) and Swagger UI at /docs (its files from its package, its
 * document pointing "Try it out" at this service); neither is in the OpenAPI
 * document. In a browser: playground.browser.test.ts.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { type TestApp, testApp } from './helpers.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const webFile = (name: string) => readFileSync(join(process.cwd(), 'web', name), 'utf8');

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

test('GET / is the playground: web/ in one document, whose policy allows its own inline scripts (the library\'s bundle, then the page\'s) and style by hash and nothing else', async () => {
  const res = await app.inject({ method: 'GET', url: '/' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
  const html = res.body;
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  assert.deepEqual(scripts, [webFile('tojeong-core.js'), webFile('playground.js')]);
  assert.deepEqual(styles, [webFile('playground.css')]);
  assert.equal(
    res.headers['content-security-policy'],
    `default-src 'none'; script-src 'sha256-${sha256(scripts[0]!)}' 'sha256-${sha256(scripts[1]!)}'; style-src 'sha256-${sha256(styles[0]!)}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  assert.doesNotMatch(html, /<script\s[^>]*src=|<link\s[^>]*stylesheet/i, 'no script or style file to fetch');
  assert.doesNotMatch(html, /\son[a-z]+\s*=/i, 'no inline event handler (the policy would block it)');
  assert.doesNotMatch(html, /(?:src|href)\s*=\s*"(?:https?:)?\/\//i, 'nothing from another origin');
  assert.match(html, /<html lang="ko">/);
  for (const [name, value] of Object.entries({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY', 'cache-control': 'no-cache' })) {
    assert.equal(res.headers[name], value, name);
  }
  // Every input has its label.
  const ids = [...html.matchAll(/<(?:input|select)\s[^>]*id="([^"]+)"/g)].map((m) => m[1]!);
  const inLabels = [...html.matchAll(/<label class="choice"><input\s[^>]*id="([^"]+)"/g)].map((m) => m[1]!);
  for (const id of ids) assert.ok(html.includes(`<label for="${id}"`) || inLabels.includes(id), `#${id} has a label`);
  const head = await app.inject({ method: 'HEAD', url: '/' });
  assert.equal(head.statusCode, 200);
  assert.equal(head.body, '');
});

test('GET /docs is Swagger UI from its package, under a policy of this origin only', async () => {
  const page = await app.inject({ method: 'GET', url: '/docs' });
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.equal(
    page.headers['content-security-policy'],
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(assets.length >= 5, assets.join(' '));
  for (const asset of assets) assert.match(asset, /^\/docs\/static\/(?:theme\/)?[\w.-]+$/, 'every asset from this origin');
  // The bundle served is the package's own file: no CDN, nothing fetched at run time.
  const packageDir = dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui'));
  const bundle = await app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
  assert.equal(bundle.statusCode, 200);
  assert.equal(bundle.body, readFileSync(join(packageDir, 'static', 'swagger-ui-bundle.js'), 'utf8'));
  assert.ok(bundle.headers['content-security-policy'], 'the assets carry the policy too');
});

test('the document Swagger UI reads is the one served, with this service as its server', async () => {
  const served = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const forDocs = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  assert.deepEqual(forDocs.servers, [{ url: '/', description: 'this service, on the origin this page was loaded from' }]);
  const withoutServers = ({ servers: _servers, ...rest }: Record<string, unknown>) => rest;
  assert.deepEqual(withoutServers(forDocs), withoutServers(served), 'the same document but its servers');
  const paths = Object.keys(served.paths);
  assert.ok(!paths.includes('/') && !paths.some((path: string) => path.startsWith('/docs')), 'the pages are not in the OpenAPI document');

  // Behind a proxy that adds a path, Try it out calls that path.
  const prefixed = await testApp({ config: loadConfig({ PUBLIC_BASE_URL: 'https://example.com/tojeong' }) });
  try {
    assert.deepEqual((await prefixed.inject({ method: 'GET', url: '/docs/json' })).json().servers.map((s: { url: string }) => s.url), ['/tojeong']);
  } finally {
    await prefixed.close();
  }
});

test('a tracked link works: the pages ignore query parameters they do not read; the API goes on refusing them', async () => {
  const token = 'q3Jd8Xw0bVtZr2u5YcA7fK1mN9pL4sHeGiO6TjWyQxE';
  const tracking = 'utm_source=mail&utm_medium=email&utm_campaign=key%20link&fbclid=IwAR0x&utm_source=again&_=1';
  for (const page of ['/', '/docs', '/docs/static/swagger-ui.css', `/keys/confirm?token=${token}`, `/billing/accept?token=${token}`]) {
    const plain = await app.inject({ method: 'GET', url: page });
    assert.equal(plain.statusCode, 200, `${page}: ${plain.body.slice(0, 200)}`);
    for (const url of [`${page}${page.includes('?') ? '&' : '?'}${tracking}`, `${page}${page.includes('?') ? '&' : '?'}utm_source`]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const tracked = await app.inject({ method, url });
        assert.equal(tracked.statusCode, 200, `${method} ${url}: ${tracked.body.slice(0, 200)}`);
        assert.equal(tracked.headers['content-type'], plain.headers['content-type'], url);
        assert.equal(tracked.headers['content-security-policy'], plain.headers['content-security-policy'], url);
        if (method === 'GET') assert.equal(tracked.body, plain.body, `${url}: the same document`);
      }
    }
  }
  // What a page reads is still checked: a token too long to be one is refused, tracked or not.
  assert.equal((await app.inject({ method: 'GET', url: `/keys/confirm?token=${'x'.repeat(101)}&utm_source=mail` })).statusCode, 400);
  for (const url of ['/v1/billing/plans?utm_source=x', '/v1/health?utm_source=mail', '/openapi.json?utm_source=x']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 400, url);
    assert.match(res.json().error.message, /^unknown query parameter "utm_source"/, url);
  }
});

test('/docs for a phone and a Korean reader: a viewport, lang and every operation summary as Accept-Language asks (issue 38)', async () => {
  const korean = await app.inject({ method: 'GET', url: '/docs', headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' } });
  assert.match(korean.body, /<html lang="ko">/);
  assert.match(korean.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  assert.match(String(korean.headers.vary), /Accept-Language/i);
  const english = await app.inject({ method: 'GET', url: '/docs' });
  assert.match(english.body, /<html lang="en">/);
  assert.match(english.body, /<meta name="viewport"/);
  type Doc = { paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
  const operations = (doc: Doc) => Object.values(doc.paths).flatMap((item) => Object.values(item));
  const ko = (await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-language': 'ko' } })).json() as Doc;
  const en = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as Doc;
  assert.equal(ko.paths['/v1/name/analyze']!.post!.summary, '한자 이름 풀이 (성명학)');
  assert.equal(en.paths['/v1/name/analyze']!.post!.summary, 'Analyze a name written in hanja (성명학)');
  // Every operation has its Korean summary: a summary of the Korean document with no hangul would be an English one left over.
  for (const op of operations(ko)) assert.match(op.summary ?? '', /[가-힣]/, `${op.operationId}: ${op.summary}`);
  const served = (await app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-language': 'ko' } })).json() as Doc;
  assert.equal(served.paths['/v1/name/analyze']!.post!.summary, 'Analyze a name written in hanja (성명학)', 'the document itself stays English');
});
