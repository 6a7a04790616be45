/**
 * The library in a real browser (Debian's Chromium through playwright-core):
 * the calendar, terms and text exports of tojeong-core bundled for the browser
 * with esbuild (from the library's sources), served from loopback as ES
 * modules, imported by a page and called there. The answers must be those of
 * the library under Node, and the page must log no error and ask nothing but
 * its own origin.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';
import { lunarToSolar, solarToLunar } from 'tojeong-core/calendar';
import { calendarDay } from 'tojeong-core/terms';
import { gwaeAnswer } from 'tojeong-core/text';
import { type Chromium, launchChromium, watchPage } from '../support/chromium.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXPORTS = ['calendar', 'terms', 'text'] as const;

let server: Server;
let baseUrl: string;
let chromium: Chromium;

before(async () => {
  const modules = new Map<string, string>();
  for (const entry of EXPORTS) {
    const result = await build({
      stdin: { contents: `export * from 'tojeong-core/${entry}';`, resolveDir: ROOT, loader: 'js' },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      minify: true,
      charset: 'utf8',
      // The library's TypeScript sources, as the tests use them (the package ships the same code compiled).
      conditions: ['tojeong-source'],
      write: false,
      logLevel: 'silent',
    });
    modules.set(`/${entry}.js`, result.outputFiles[0]!.text);
  }
  server = createServer((request, response) => {
    const body = modules.get(request.url ?? '');
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>tojeong-core</title>');
    else if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  baseUrl = `http://127.0.0.1:${address.port}`;
  chromium = await launchChromium();
}, { timeout: 120_000 });

after(async () => {
  await chromium?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

test('in Chromium the bundled calendar, terms and text exports load as modules and answer as under Node', async () => {
  const page = await chromium.browser.newPage();
  const watch = watchPage(page);
  await page.goto(`${baseUrl}/`);
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const answers = (await page.evaluate(`(async () => {
    const calendar = await import('/calendar.js');
    const terms = await import('/terms.js');
    const text = await import('/text.js');
    return JSON.parse(JSON.stringify({
      lunar: calendar.solarToLunar({ year: 2026, month: 2, day: 17 }),
      solar: calendar.lunarToSolar({ year: 2023, month: 2, day: 1, leap: true }),
      day: terms.calendarDay({ solar: '2024-02-04' }),
      gwae: text.gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }),
    }));
  })()`)) as Record<string, unknown>;
  await page.close();
  assert.deepEqual(answers.lunar, solarToLunar({ year: 2026, month: 2, day: 17 }));
  assert.deepEqual(answers.solar, lunarToSolar({ year: 2023, month: 2, day: 1, leap: true }));
  assert.deepEqual(answers.day, JSON.parse(JSON.stringify(calendarDay({ solar: '2024-02-04' }))));
  assert.equal((answers.day as { solarTerm: { name: { ko: string } } | null }).solarTerm !== null, true, '2024-02-04 is 입춘: the terms table was read in the page');
  assert.deepEqual(answers.gwae, JSON.parse(JSON.stringify(gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }))));
  assert.deepEqual(watch.problems, [], 'no script error or console error in the page');
  assert.deepEqual(watch.requested.filter((url) => new URL(url).origin !== baseUrl), [], 'only the page\'s own origin is asked');
  assert.deepEqual(watch.requested.map((url) => new URL(url).pathname).sort(), ['/', '/calendar.js', '/terms.js', '/text.js']);
});
