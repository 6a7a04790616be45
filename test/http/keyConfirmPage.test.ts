/**
 * The key link page in a real browser (Debian's Chromium through
 * playwright-core): the service listens on loopback, a key request for an
 * existing account writes its mail to the outbox, and the browser opens the
 * mail's link, presses the button, reads the key and the test uses it.
 * Screenshots before and after the click go to test-output/ (git-ignored).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { type Chromium, launchChromium, watchPage } from '../support/chromium.js';
import { freePort } from '../support/freePort.js';
import { keyLinkIn } from '../support/mail.js';
import { sqliteBackend, type Storage } from '../support/storage.js';
import { latestMailTo, type TestApp, testApp } from './helpers.js';

const SCREENSHOTS = join(process.cwd(), 'test-output', 'key-confirm-page');

let storage: Storage;
let app: TestApp;
let baseUrl: string;
let chromium: Chromium;

before(async () => {
  storage = await sqliteBackend.open();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = await testApp({ db: storage.db, limiter: storage.limiter, config: loadConfig({ PORT: String(port), PUBLIC_BASE_URL: baseUrl }) });
  await app.listen({ port, host: '127.0.0.1' });
  chromium = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
after(async () => {
  await chromium?.close();
  await app?.close();
  await storage?.cleanup();
});

async function post(path: string, body: unknown): Promise<{ status: number; body: { data?: Record<string, string>; error?: { code: string } } }> {
  const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, string> } };
}
const call = async (apiKey: string) => (await fetch(`${baseUrl}/v1/name/char/${encodeURIComponent('洪')}`, { headers: { 'x-api-key': apiKey } })).status;

test('a person opens the mailed link, presses the button, gets the key once and uses it', async () => {
  const email = `browser-${Date.now()}@example.com`;
  const first = await post('/v1/keys/request', { email });
  assert.equal(first.status, 200);
  const oldKey = first.body.data!.apiKey!;
  assert.equal((await post('/v1/keys/request', { email })).status, 202);
  const { url, token } = keyLinkIn((await latestMailTo(app, email)).parsed);
  assert.ok(url.startsWith(`${baseUrl}/keys/confirm?token=`), url);

  const page = await chromium.browser.newPage();
  const { requested, problems } = watchPage(page);

  const response = await page.goto(url);
  assert.equal(response?.status(), 200);
  await page.getByRole('button', { name: '키 받기 · Get the key' }).waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, 'before-click.png'), fullPage: true });
  assert.equal(await call(oldKey), 200, 'opening the page changed nothing');

  await page.getByRole('button', { name: '키 받기 · Get the key' }).click();
  const shown = page.locator('#key');
  await shown.waitFor({ state: 'visible' });
  const apiKey = (await shown.textContent())!.trim();
  await page.screenshot({ path: join(SCREENSHOTS, 'after-click.png'), fullPage: true });
  assert.match(apiKey, /^tjk_[A-Za-z0-9_-]{43}$/);
  assert.match((await page.locator('#account').textContent())!, new RegExp(`^${email} · sandbox$`));
  assert.equal(await page.getByRole('button', { name: '키 받기 · Get the key' }).isVisible(), false, 'the button is gone');
  assert.equal(page.url(), `${baseUrl}/keys/confirm`, 'the used token is dropped from the address bar');

  assert.equal(await call(apiKey), 200, 'the key from the page works');
  assert.equal(await call(oldKey), 403, 'and the old one is revoked');
  assert.deepEqual(problems, [], 'no script errors and no Content-Security-Policy violations');
  assert.deepEqual(
    requested.filter((u) => !u.startsWith(`${baseUrl}/`)),
    [],
    'the page loads nothing from anywhere else',
  );
  assert.deepEqual(
    requested.map((u) => u.replace(baseUrl, '')).filter((path) => path !== '/favicon.ico'),
    [`/keys/confirm?token=${token}`, '/v1/keys/confirm'],
    'one document and one POST: no assets (the browser may ask for a favicon on its own)',
  );

  // The same link again: the page says it was used, and nothing changes.
  const again = await chromium.browser.newPage();
  await again.goto(url);
  await again.getByRole('button', { name: '키 받기 · Get the key' }).click();
  const alert = again.getByRole('alert');
  await alert.waitFor({ state: 'visible' });
  assert.match((await alert.textContent())!, /이미 사용되었습니다.*used already.*TOKEN_USED/s);
  await again.screenshot({ path: join(SCREENSHOTS, 'used-again.png'), fullPage: true });
  assert.equal(await call(apiKey), 200);
});

// The held payment's page has the same frame (src/http/pages/tokenLinkPage.ts): a link the service did not send is
// refused in the page's words with the API's code, a link cut short never reaches the API, and nothing else loads.
test('the held-payment page: an unknown link is refused after the press, a cut link before it', async () => {
  const page = await chromium.browser.newPage();
  const { requested, problems } = watchPage(page);
  const token = 'A'.repeat(43);
  const response = await page.goto(`${baseUrl}/billing/accept?token=${token}`);
  assert.equal(response?.status(), 200);
  const button = page.getByRole('button', { name: '결제 적용 · Apply the payment' });
  await button.click();
  const alert = page.getByRole('alert');
  await alert.waitFor({ state: 'visible' });
  assert.match((await alert.textContent())!, /결제를 적용하지 못했습니다.*could not be applied.*TOKEN_UNKNOWN/s);
  assert.equal(await button.isDisabled(), true, 'a refusal of the link is not offered again');
  await page.screenshot({ path: join(SCREENSHOTS, 'hold-accept-unknown.png'), fullPage: true });
  assert.deepEqual(
    requested.map((u) => u.replace(baseUrl, '')).filter((path) => path !== '/favicon.ico'),
    [`/billing/accept?token=${token}`, '/v1/billing/accept'],
  );

  const cut = await chromium.browser.newPage();
  const cutWatch = watchPage(cut);
  await cut.goto(`${baseUrl}/billing/accept?token=abc`);
  await cut.getByRole('alert').waitFor({ state: 'visible' });
  assert.match((await cut.getByRole('alert').textContent())!, /링크가 온전하지 않습니다/);
  assert.equal(await cut.getByRole('button', { name: '결제 적용 · Apply the payment' }).isDisabled(), true);
  assert.ok(!cutWatch.requested.some((u) => u.includes('/v1/')), 'nothing is sent for a cut link');
  // Chromium logs the API's 404 (TOKEN_UNKNOWN) as a failed load; that answer is the one expected, anything else is a fault.
  const expected404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  assert.deepEqual([...problems.filter((p) => p !== expected404), ...cutWatch.problems], []);
});
