/**
 * The playground (/) and the API reference (/docs) in a real browser (Debian's
 * Chromium through playwright-core), against the service listening on
 * loopback with SQLite in a temporary directory and the default gwae edition:
 * a visitor requests a key, computes a gwae, analyzes a name and looks up a
 * character on the playground, then calls an endpoint from /docs with that
 * key; a page of another origin calls the API through CORS. Each page must
 * load nothing from another origin and log no error and no CSP violation.
 * Screenshots go to test-output/playground/ (git-ignored).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { calendarDay, calendarMonth, fourPillarsAt, solarTermYear } from '../../src/calendar/index.js';
import { loadConfig } from '../../src/config.js';
import { readDataJson } from '../support/dataFile.js';
import { nameHanja } from '../../src/hanja/index.js';
import { analyzeName, normalizeNameInput } from '../../src/name/index.js';
import { calculateGwae, formatDate, type TojeongCalc } from '../../src/tojeong/index.js';
import type { Edition } from '../../src/tojeong/text/index.js';
import { type Chromium, launchChromium, type PageWatch, watchPage } from '../support/chromium.js';
import { freePort } from '../support/freePort.js';
import { sqliteBackend, type Storage } from '../support/storage.js';
import { defaultGwaeText, type TestApp, testApp } from './helpers.js';

const SCREENSHOTS = join(process.cwd(), 'test-output', 'playground');
const TARGET_YEAR = 2026;

let storage: Storage;
let app: TestApp;
let baseUrl: string;
let chromium: Chromium;
/** A page server on another port: http://127.0.0.1:P is in CORS_ORIGINS, http://localhost:P (another origin) is not. */
let otherSite: Server;
let otherPort: number;
/** The key the visitor got on the playground, used again on /docs. */
let visitorKey = '';

before(async () => {
  storage = await sqliteBackend.open();
  const port = await freePort();
  otherPort = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = await testApp({
    db: storage.db,
    limiter: storage.limiter,
    config: loadConfig({ PORT: String(port), PUBLIC_BASE_URL: baseUrl, CORS_ORIGINS: `http://127.0.0.1:${otherPort}` }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  otherSite = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>another site</title><p>another site</p>'));
  await new Promise<void>((resolve) => otherSite.listen(otherPort, '127.0.0.1', resolve));
  chromium = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
after(async () => {
  await chromium?.close();
  await new Promise((resolve) => (otherSite ? otherSite.close(resolve) : resolve(undefined)));
  await app?.close();
  await storage?.cleanup();
});

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

/** Nothing but the service's own origin was asked for, and nothing went wrong on the page but the `expected` problems. */
function assertCleanPage(watch: PageWatch, what: string, expected: string[] = []): void {
  assert.deepEqual(watch.problems, expected, `${what}: no script errors, console errors or Content-Security-Policy violations`);
  assert.deepEqual(
    watch.requested.filter((url) => new URL(url).origin !== baseUrl),
    [],
    `${what}: every request goes to the service's own origin`,
  );
}

/** A solar birth whose gwae in TARGET_YEAR is 111, found by the calculation itself. */
function birthOfGwae111(): { birth: string; calc: TojeongCalc } {
  // The upper digit depends on the birth year, the other two on month and day: scan years of days.
  for (let day = Date.UTC(1950, 0, 1); day < Date.UTC(2010, 0, 1); day += 86_400_000) {
    const birth = new Date(day).toISOString().slice(0, 10);
    const calc = calculateGwae({ birth, calendar: 'solar', leapMonth: false, targetYear: TARGET_YEAR });
    if (calc.gwaeId === '111') return { birth, calc };
  }
  throw new Error('no solar birth in 1950-2009 gives gwae 111');
}

/** The text of each cell of the rows of `table`, a row per array. */
async function tableRows(page: Page, table: string): Promise<string[][]> {
  const rows = await page.locator(`${table} tbody tr`).all();
  return Promise.all(rows.map(async (row) => (await row.locator('th, td').allTextContents()).map((text) => text.trim())));
}

/**
 * The words of the visible text under `selector` that the layout cut in two:
 * a line ends between two letters or digits of one run of non-space (a break
 * after a hyphen, a slash or before a bracket is a break between words). Each
 * is given as `elem|ents (th)`, the cut marked, with the cell or element it is
 * in. Text in a box at most a pixel wide (kept for screen readers only) is not
 * drawn, and not counted. (In-page code is given as text: the test is compiled
 * without the DOM's types.)
 */
async function wordsCutInTwo(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(`(() => {
    const cut = [];
    const drawn = (node) => {
      for (let box = node.parentElement; box; box = box.parentElement) if (box.getBoundingClientRect().width <= 1) return false;
      return true;
    };
    const range = document.createRange();
    const lines = (node, start, end) => {
      range.setStart(node, start);
      range.setEnd(node, end);
      return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom));
    };
    const letter = /[\\p{L}\\p{N}]/u;
    for (const root of document.querySelectorAll(${JSON.stringify(selector)})) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim() || !drawn(node)) continue;
        for (const word of node.textContent.matchAll(/\\S+/g)) {
          if (new Set(lines(node, word.index, word.index + word[0].length)).size < 2) continue;
          // On more than one line: find where, character by character.
          let offset = word.index;
          let previous = null;
          for (const character of word[0]) {
            const line = lines(node, offset, offset + character.length).pop();
            if (previous && line !== undefined && line !== previous.line && letter.test(previous.character) && letter.test(character)) {
              const at = offset - word.index;
              const box = node.parentElement.closest('th, td, caption') || node.parentElement;
              cut.push(word[0].slice(0, at) + '|' + word[0].slice(at) + ' (' + box.tagName.toLowerCase() + ')');
            }
            if (line !== undefined) previous = { line, character };
            offset += character.length;
          }
        }
      }
    }
    return cut;
  })()`);
}

/** Whether the box at `selector` shows all it holds without scrolling sideways. */
async function fitsItsBox(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((box) => {
    const { scrollWidth, clientWidth } = box as unknown as { scrollWidth: number; clientWidth: number };
    return scrollWidth <= clientWidth;
  });
}

/** The service's answer to a keyed GET, in Korean as the playground asks. */
/** The playground at phone width (390 px) with `key` in use, as a visitor opens it, and the page's watch. */
async function phonePageWithKey(key: string): Promise<{ page: Page; watch: PageWatch }> {
  const page = await chromium.browser.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const watch = watchPage(page);
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('사용할 키 X-API-Key').fill(key);
  await page.getByRole('button', { name: '이 키 사용' }).click();
  return { page, watch };
}

async function keyedGet<T>(path: string, key: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'x-api-key': key, 'accept-language': 'ko' } });
  return { status: response.status, body: (await response.json()) as T };
}

/** The verses the page shows under `scope`, back in the service's form: `reading(hanja)`, or the hanja alone. */
async function versesIn(page: Page, scope: string): Promise<string[]> {
  const verses = await page.locator(`${scope} .verse`).all();
  return Promise.all(
    verses.map(async (verse) => {
      const hanja = await verse.locator('.hanja').textContent();
      const reading = (await verse.locator('.reading').count()) > 0 ? await verse.locator('.reading').textContent() : '';
      return reading ? `${reading}(${hanja})` : hanja!;
    }),
  );
}

test('the playground: a key, a gwae with its text, a name, a character, a calendar day, the four pillars, each with its raw JSON', async () => {
  const page = await chromium.browser.newPage();
  const watch = watchPage(page);
  const response = await page.goto(`${baseUrl}/`);
  assert.equal(response?.status(), 200);
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  // Two scripts by their hashes: the library's calendar bundle (web/tojeong-core.js), then the page's own.
  assert.match(csp, /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*'; style-src 'sha256-[A-Za-z0-9+/]+=*'; connect-src 'self';/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await screenshot(page, '01-opened');

  // 1. A key for a new address: shown once, kept for the page's calls.
  const email = `playground-${Date.now()}@example.com`;
  await page.getByLabel('메일 주소 email').fill(email);
  await page.getByRole('button', { name: '키 요청 POST /v1/keys/request' }).click();
  await page.locator('#new-key').waitFor();
  visitorKey = (await page.locator('#new-key').textContent())!;
  assert.match(visitorKey, /^tjk_[A-Za-z0-9_-]{43}$/);
  assert.equal(await page.evaluate("sessionStorage.getItem('tojeong-api.apiKey')"), visitorKey, 'the key is kept in sessionStorage');
  assert.match((await page.locator('#key-status').textContent())!, new RegExp(`${visitorKey.slice(0, 8)}…${visitorKey.slice(-4)}`));
  await screenshot(page, '02-key');

  // The same address again: the answer is 202, a link mailed, and the page says so.
  await page.getByRole('button', { name: '키 요청 POST /v1/keys/request' }).click();
  await page.getByRole('heading', { name: /A key link was mailed/ }).waitFor();
  assert.match((await page.locator('#key-result .meta').textContent())!, /HTTP 202/);
  await screenshot(page, '03-key-mailed');

  // 2. A gwae: first a birth that does not exist, whose error is shown with its code and message.
  await page.getByLabel('생년월일 birth').fill('1990-02-30');
  await page.getByRole('button', { name: '괘 뽑기 POST /v1/tojeong/gwae' }).click();
  const gwaeError = page.locator('#gwae-result [role=alert]');
  await gwaeError.waitFor();
  assert.match((await gwaeError.textContent())!, /^BAD_BIRTH.*1990-02-30/);
  // In Korean, as the page asks (Accept-Language: ko), and marked so for screen readers and fonts.
  assert.equal(await gwaeError.locator('.error-message').textContent(), 'birth 1990-02-30: 실제로 있는 양력 날짜가 아닙니다');
  assert.equal(await gwaeError.locator('.error-message').getAttribute('lang'), 'ko');
  await screenshot(page, '04-gwae-refused');

  const { birth, calc } = birthOfGwae111();
  const edition = readDataJson<Edition>('gwae/edition.json');
  const firstVerse = edition.gwae['111']!.yearly[0]!;
  // The verse the issue cites, as the default edition holds it.
  assert.equal(typeof firstVerse === 'string' ? firstVerse : firstVerse.hanja, '東風解凍 枯木逢春');
  const textState = defaultGwaeText();
  assert.ok(textState.installed);
  const served = textState.text.gwae('111', true)!;

  await page.getByLabel('생년월일 birth').fill(birth);
  await page.getByLabel('보는 해 targetYear').fill(String(TARGET_YEAR));
  await page.getByRole('button', { name: '괘 뽑기 POST /v1/tojeong/gwae' }).click();
  await page.locator('#gwae-result .gwae-text').waitFor();
  assert.equal(await page.getByText('東風解凍 枯木逢春', { exact: true }).count(), 1, 'the first yearly verse of gwae 111, as served');
  const calcRows = Object.fromEntries((await tableRows(page, '#gwae-result table.fields')).map(([label, value]) => [label, value]));
  assert.equal(calcRows['괘 번호 gwaeId'], '111');
  assert.equal(calcRows['상괘 · 중괘 · 하괘 upper · middle · lower'], `${calc.upper} · ${calc.middle} · ${calc.lower}`);
  assert.equal(calcRows['나이 (세는나이) koreanAge'], `${calc.koreanAge}세`);
  assert.equal(calcRows['해의 간지 yearGapja'], `${calc.yearGapja} (${calc.yearGapjaReading})`);
  assert.equal(calcRows['달의 간지 monthGapja'], `${calc.monthGapja} (${calc.monthGapjaReading})`);
  assert.equal(calcRows['날의 간지 dayGapja'], `${calc.dayGapja} (${calc.dayGapjaReading})`);
  assert.equal(calcRows['생월의 날수 monthDayCount'], `${calc.monthDayCount}일`);
  assert.equal(calcRows['양력 생일 solar'], calc.solar);
  assert.equal(calcRows['음력 생일 lunar'], formatDate(calc.lunar) + (calc.lunar.leap ? ' (윤달)' : ''));
  assert.equal(calcRows['잠정 (2051년 이후 천문 계산) provisional'], calc.provisional ? '예 (true)' : '아니오 (false)');
  // The text as people read it: the title, the nine yearly verses in order, twelve months of three.
  assert.equal(await page.locator('#gwae-result .gwae-title .hanja').textContent(), served.title.hanja);
  assert.deepEqual(await versesIn(page, '#gwae-result ol.yearly'), served.yearly);
  const months = await tableRows(page, '#gwae-result table.months');
  assert.deepEqual(months.map((row) => row[0]), Array.from({ length: 12 }, (_, i) => `${i + 1}월`));
  assert.deepEqual(await versesIn(page, '#gwae-result table.months'), Object.values(served.monthly).flat());
  // The raw JSON, collapsed until opened.
  const raw = page.locator('#gwae-result details.raw');
  assert.equal(await raw.locator('pre').isVisible(), false);
  await raw.locator('summary').click();
  assert.equal(JSON.parse((await raw.locator('pre').textContent())!).data.calc.gwaeId, '111');
  await screenshot(page, '05-gwae');

  // 3. A name: the grids, yin-yang, elements, score and grade of the analysis.
  const expected = analyzeName(normalizeNameInput({ surname: '洪', given: '吉童' }));
  await page.getByLabel('성 surname').fill('洪');
  await page.getByLabel('이름 given').fill('吉童');
  await page.getByRole('button', { name: '이름 풀기 POST /v1/name/analyze' }).click();
  await page.locator('#name-grade').waitFor();
  assert.equal(await page.locator('#name-grade').textContent(), expected.grade);
  assert.equal(await page.locator('#name-score').textContent(), String(expected.score));
  const gridLabels = { heaven: '천격', person: '인격', earth: '지격', outer: '외격', total: '총격' } as const;
  const fiveGrids = await tableRows(page, '#name-result table.five-grids');
  assert.deepEqual(
    // The rating cell is the rating, then any note: "길 (점수에 넣지 않음)".
    fiveGrids.map((row) => [...row.slice(0, 4), row[4]!.split(' ')[0]]),
    (Object.keys(gridLabels) as (keyof typeof gridLabels)[]).map((key) => {
      const grid = expected.fiveGrids[key];
      return [`${gridLabels[key]} ${key}`, String(grid.value), String(grid.number), grid.name, grid.rating];
    }),
  );
  assert.equal((await tableRows(page, '#name-result table.four-grids')).length, 4, '元亨利貞');
  const notes = (await page.locator('#name-result table.fields').textContent())!;
  assert.ok(notes.includes(expected.yinYang.parities.join(' ')), notes);
  assert.ok(notes.includes(expected.phoneticElements.elements.join(' ')), notes);
  // 삼원오행 by 이·형·원 and 三才 by 천·인·지, each with its grids; 자원오행 by the convention (洪 水, 吉 水, 童 金).
  const flows = Object.fromEntries((await tableRows(page, '#name-result table.flows')).map((row) => [row[0]!, row[1]!]));
  assert.equal(flows['삼원오행 samwon'], `${expected.samwon.elements.join(' ')} (${expected.samwon.grids.join(' · ')})`);
  assert.equal(flows['三才 (천·인·지) samjae'], `${expected.samjae.elements.join(' ')} (${expected.samjae.grids.join(' · ')})`);
  const resourceColumn = async () => (await tableRows(page, '#name-result table.chars')).map((row) => row[6]!.split(' ')[0]);
  assert.deepEqual(await resourceColumn(), expected.chars.map((c) => c.resourceElement.value));
  await screenshot(page, '06-name');
  // The classical school of 자원오행, chosen in the form: 童 by its radical 立 read as 木.
  const classical = analyzeName(normalizeNameInput({ surname: '洪', given: '吉童', resourceSchool: 'classical' }));
  await page.getByLabel('자원오행 학파 resourceSchool').selectOption('classical');
  await page.getByRole('button', { name: '이름 풀기 POST /v1/name/analyze' }).click();
  // (A function, not a string: the page's CSP refuses eval; the test has no DOM types, hence globalThis.)
  await page.waitForFunction(() => (globalThis as any).document.querySelector('#name-result table.chars tbody tr:last-child td:last-child')?.textContent?.startsWith('木'));
  assert.deepEqual(await resourceColumn(), classical.chars.map((c) => c.resourceElement.value));
  // 사주 보완 by the need method chosen: the issue's spring 乙 of 1950-03-21 — 金 by the points count, 火 (조후) by the practitioner.
  await page.locator('#name-birth-date').fill('1950-03-21');
  const yongsinRow = async () => {
    const rows = await tableRows(page, '#name-result table.fields');
    return rows.find((row) => row[0]!.startsWith('용신'))?.[1];
  };
  for (const needMethod of ['eokbu', 'practitioner'] as const) {
    const needs = analyzeName(normalizeNameInput({ surname: '洪', given: '吉童', resourceSchool: 'classical', birth: { date: '1950-03-21' }, needMethod })).saju!.needs;
    await page.getByLabel('용신 찾는 법 needMethod').selectOption(needMethod);
    await page.getByRole('button', { name: '이름 풀기 POST /v1/name/analyze' }).click();
    await page.waitForFunction((method) => (globalThis as any).document.querySelector('#name-result')?.textContent?.includes(`saju, ${method}`), needMethod);
    assert.equal(await yongsinRow(), `${needs.yongsin} · ${needs.huisin} · ${needs.gisin.join(' ')}`, needMethod);
  }
  assert.deepEqual(
    ['eokbu', 'practitioner'].map((needMethod) => analyzeName(normalizeNameInput({ surname: '洪', given: '吉童', birth: { date: '1950-03-21' }, needMethod: needMethod as 'eokbu' })).saju!.needs.yongsin),
    ['金', '火'],
  );
  await screenshot(page, '06-name-saju');

  // 4. A character, with the keyboard only: type it and press Enter.
  const record = nameHanja('洪')!;
  await page.getByLabel('한자 한 글자 hanja').focus();
  await page.keyboard.type('洪');
  await page.keyboard.press('Enter');
  await page.locator('#char-result table.fields').waitFor();
  const charRows = Object.fromEntries((await tableRows(page, '#char-result table.fields')).map(([label, value]) => [label, value]));
  assert.equal(charRows['코드 codePoint'], record.codePoint);
  assert.equal(charRows['원획 (성명학 획수) strokes'], String(record.strokes));
  assert.equal(charRows['이름에 쓰는 음 nameReading'], record.nameReading);
  assert.match((await page.locator('#char-result .meta').textContent())!, /GET \/v1\/name\/char\/%E6%B4%AA → HTTP 200 · X-RateLimit-Remaining-Month: \d+/);
  await screenshot(page, '07-char');

  // 5. A calendar day: a lunar date in a leap month, as the library computes it.
  const day = calendarDay({ lunar: '2023-02-01', leap: true });
  const calendarForm = page.locator('#calendar-form');
  await calendarForm.getByRole('radio', { name: '음력 lunar' }).check();
  await calendarForm.getByLabel('날짜').fill('2023-02-01');
  await calendarForm.getByLabel('윤달 leap').check();
  await page.getByRole('button', { name: '바꾸기 GET /v1/calendar/day' }).click();
  await page.locator('#calendar-result table.fields').waitFor();
  const dayRows = Object.fromEntries((await tableRows(page, '#calendar-result table.fields')).map(([label, value]) => [label, value]));
  assert.equal(dayRows['양력 solar'], day.solar);
  assert.equal(dayRows['음력 lunar'], '2023-02-01 (윤달 leap)');
  assert.equal(dayRows['요일 weekday'], `${day.weekday.ko} (${day.weekday.en})`);
  assert.equal(dayRows['일진 (날의 간지) pillars.day'], `${day.pillars.day.hanja} (${day.pillars.day.reading})`);
  assert.equal(dayRows['그해의 윤달 leapMonthOfYear'], '윤2월');
  // Computed in the browser with the library (no call of the key), and said so, with the request that asks the API the same.
  assert.equal(
    (await page.locator('#calendar-result .meta').textContent())!,
    '브라우저에서 계산했습니다 (computed in your browser) · tojeong-core · API 호출 없음 · 같은 값을 API로: GET /v1/calendar/day?lunar=2023-02-01&leap=true',
  );
  await screenshot(page, '08-calendar');

  // 6. The four pillars at an instant, on the civil clock and with 진태양시.
  const pillars = fourPillarsAt({ at: '2024-02-04T23:30', ziHour: 'whole', longitude: 126.98 });
  const pillarsForm = page.locator('#pillars-form');
  await pillarsForm.getByLabel('시각').fill('2024-02-04T23:30');
  await pillarsForm.getByRole('radio', { name: '자시 하나로 whole' }).check();
  await pillarsForm.getByLabel('진태양시 경도').fill('126.98');
  await page.getByRole('button', { name: '세우기 GET /v1/calendar/pillars' }).click();
  await page.locator('#pillars-result table.fields').waitFor();
  const grid = await tableRows(page, '#pillars-result table.pillars');
  assert.deepEqual(grid[0], ['간지', pillars.hour.hanja, pillars.day.hanja, pillars.month.hanja, pillars.year.hanja]);
  const pillarRows = Object.fromEntries((await tableRows(page, '#pillars-result table.fields')).map(([label, value]) => [label, value]));
  assert.equal(pillarRows['띠 zodiac'], '용 (辰, dragon)');
  assert.equal(pillarRows['달을 연 절 monthTerm'], '입춘 立春 2024-02-04T17:27:00+09:00');
  assert.match(pillarRows['일·시를 읽은 시계 clock']!, /^진태양시 \(trueSolar\) 2024-02-04T22:4/);
  await screenshot(page, '09-pillars');

  // At phone width nothing needs sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'no horizontal scrolling at 390 px');
  // No word of the page, table headers above all, is cut in two at that width (issue 38).
  assert.deepEqual(await wordsCutInTwo(page, 'body'), []);
  await screenshot(page, '10-phone');

  // Chromium logs every error answer of a fetch; the one here is the birth refused on purpose.
  assertCleanPage(watch, 'the playground', ['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  assert.deepEqual(
    watch.requested.map((url) => url.slice(baseUrl.length)).filter((path) => path !== '/favicon.ico'),
    ['/', '/v1/keys/request', '/v1/keys/request', '/v1/tojeong/gwae', '/v1/tojeong/gwae', '/v1/name/analyze', '/v1/name/analyze', '/v1/name/analyze', '/v1/name/analyze', '/v1/name/char/%E6%B4%AA'],
    'one document with its scripts and style inline, then the API calls; the calendar day and the four pillars are computed in the page',
  );

  // The policy is enforced, and a violation would be seen: a script put into the page is refused and reported.
  // (In-page code is given as text: the test is compiled without the DOM's types.)
  await page.evaluate(`{ const script = document.createElement('script'); script.textContent = 'document.title = "injected"'; document.body.append(script); }`);
  assert.notEqual(await page.title(), 'injected');
  assert.ok(watch.problems.some((problem) => /Content Security Policy/.test(problem)), watch.problems.join('\n'));
});

test('작명 at phone width: a 김 daughter with a birth gets the names the API gives, each with its meaning and reasons, opening its full analysis; two put on the shortlist are compared side by side', async () => {
  const key = app.apiKey;
  const { page, watch } = await phonePageWithKey(key);
  const form = page.locator('#recommend-form');
  await form.getByLabel('성씨 surname').fill('김');
  await form.getByRole('radio', { name: '딸 f' }).check();
  await form.getByLabel('태어난 날 birth.date').fill('2026-03-01');
  await form.getByLabel('태어난 시각 birth.time').fill('09:30');
  await page.getByRole('button', { name: '이름 추천받기 POST /v1/name/recommend' }).click();
  const items = page.locator('#recommend-result ol.recommended-names > li');
  await items.first().waitFor();
  const expected = (await (
    await fetch(`${baseUrl}/v1/name/recommend`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ surname: '김', popularity: 'common', era: 'recent', kind: 'hanja', include: ['analysis'], limit: 20, sex: 'f', birth: { date: '2026-03-01', calendar: 'solar', time: '09:30' } }),
    })
  ).json()) as { data: { names: Array<{ hangul: string; hanja: string; score: number; meaning: string; analysis: { score: number } }> } };
  assert.equal(await items.count(), expected.data.names.length);
  const first = expected.data.names[0]!;
  assert.equal((await items.first().locator('summary').textContent())!.replace(/\s+/g, ' '), `${first.hangul} 金${first.hanja} · ${first.score}점`);
  await items.first().locator('summary').click();
  await items.first().locator('table.parts').waitFor();
  assert.match((await items.first().locator('p.meaning').textContent())!, new RegExp(first.meaning.replace(/[()]/g, '.')), 'the meaning of each character');
  assert.equal(await items.first().locator('p.score strong').first().textContent(), String(first.analysis.score), 'the full analysis opens under the name');
  // Two names on the shortlist: a table with a column for each.
  await items.first().getByRole('button', { name: '후보에 담기' }).click();
  await items.nth(1).locator('summary').click();
  await items.nth(1).getByRole('button', { name: '후보에 담기' }).click();
  const shortlist = page.locator('#recommend-shortlist table.shortlist');
  await shortlist.waitFor();
  assert.deepEqual(await shortlist.locator('tr').first().locator('th').allTextContents(), ['', first.hangul, expected.data.names[1]!.hangul]);
  assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'no horizontal scrolling at 390 px');
  assert.deepEqual(await wordsCutInTwo(page, '#recommend-result'), [], 'no word cut in two at 390 px');
  await screenshot(page, '16-recommend');
  await shortlist.scrollIntoViewIfNeeded();
  await screenshot(page, '16b-recommend-shortlist');
  assertCleanPage(watch, 'the 작명 section', []);
});

interface Term {
  name: string;
  hanja: string;
  longitude: number;
  at: string;
  localMeanTime: string | null;
}
interface MonthDay {
  solar: string;
  lunar: { year: number; month: number; day: number; leap: boolean };
  weekday: { ko: string };
  dayPillar: { hanja: string; reading: string };
  solarTerm: Term | null;
  provisional: boolean;
}
type ErrorBody = { error: { code: string; message: string } };

/** The code and Korean text of the library's refusal of `compute`, which the page shows when it computes in the browser. */
function libraryRefusal(compute: () => unknown): { code: string; ko: string } {
  try {
    compute();
  } catch (error) {
    const { code, text } = error as { code: string; text: { ko: string } };
    return { code, ko: text.ko };
  }
  throw new Error('the library did not refuse');
}

/** A term's instant as the page shows it: the answer's date and minute, its offset, and Seoul's mean time when the answer gives it. */
const shownInstant = (term: Term) => `${term.at.slice(0, 10)} ${term.at.slice(11, 16)} ${term.at.slice(19)}${term.localMeanTime ? ` 서울 지방평균시 ${term.localMeanTime.slice(11)}` : ''}`;

test('24절기 and 한 달 달력 at phone width, computed in the browser: the rows the API answers, 윤달 marked, the library\'s errors in Korean, no word cut in two (issue 38)', async () => {
  const key = app.apiKey;
  const { page, watch } = await phonePageWithKey(key);
  const nav = await page.locator('nav a').allTextContents();
  assert.ok(nav.includes('24절기') && nav.includes('한 달 달력'), nav.join(' | '));

  // The 24 terms of 2026, each as the answer has it; 입춘 with its minute.
  const termsForm = page.locator('#terms-form');
  const termsButton = page.getByRole('button', { name: '절기 보기 GET /v1/calendar/terms' });
  await termsForm.getByLabel('해 year').fill('2026');
  await termsButton.click();
  await page.locator('#terms-result table.terms').waitFor();
  const terms = (await keyedGet<{ data: { year: number; terms: Term[] } }>('/v1/calendar/terms?year=2026', key)).body.data;
  const termRows = await tableRows(page, '#terms-result table.terms');
  assert.equal(termRows.length, 24);
  assert.deepEqual(termRows, terms.terms.map((term) => [`${term.name} ${term.hanja}`, shownInstant(term), `${term.longitude}°`]));
  const ipchun = terms.terms.find((term) => term.name === '입춘')!;
  const [, minute] = /^2026-02-0\dT(\d\d:\d\d):00\+09:00$/.exec(ipchun.at) ?? [];
  assert.ok(minute, ipchun.at);
  assert.deepEqual(termRows.find((row) => row[0] === '입춘 立春'), ['입춘 立春', `${ipchun.at.slice(0, 10)} ${minute} +09:00`, '315°']);
  assert.equal(await page.locator('#terms-result h3').textContent(), '2026년의 24절기');
  await page.locator('#terms').screenshot({ path: join(SCREENSHOTS, '18-terms-phone.png') });
  assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'no horizontal scrolling at 390 px');
  assert.deepEqual(await wordsCutInTwo(page, '#terms'), []);
  assert.equal(await fitsItsBox(page, '#terms-result .table-scroll'), true, 'the terms fit without scrolling sideways');

  // Before 1908-04-01 the answer gives Seoul's own mean time too, and the page shows it.
  await termsForm.getByLabel('해 year').fill('1901');
  await termsButton.click();
  await page.locator('#terms-result h3', { hasText: '1901년' }).waitFor();
  const terms1901 = (await keyedGet<{ data: { terms: Term[] } }>('/v1/calendar/terms?year=1901', key)).body.data.terms;
  assert.ok(terms1901[0]!.localMeanTime, 'the answer carries localMeanTime in 1901');
  assert.deepEqual((await tableRows(page, '#terms-result table.terms'))[0], [`${terms1901[0]!.name} ${terms1901[0]!.hanja}`, shownInstant(terms1901[0]!), `${terms1901[0]!.longitude}°`]);

  // A year past the table: the code the API gives, and the library's Korean message.
  await termsForm.getByLabel('해 year').fill('1800');
  await termsButton.click();
  await page.locator('#terms-result [role=alert]').waitFor();
  const refusedYear = await keyedGet<ErrorBody>('/v1/calendar/terms?year=1800', key);
  assert.equal(refusedYear.status, 422);
  assert.equal(await page.locator('#terms-result [role=alert] strong').textContent(), refusedYear.body.error.code);
  assert.equal(await page.locator('#terms-result .error-message').textContent(), libraryRefusal(() => solarTermYear(1800)).ko);
  assert.equal(await page.locator('#terms-result .error-message').getAttribute('lang'), 'ko');

  // March 2023, which holds the first days of 윤2월: every day as the answer gives it.
  const monthForm = page.locator('#month-form');
  const monthButton = page.getByRole('button', { name: '달력 보기 GET /v1/calendar/month' });
  await monthForm.getByLabel('해 year').fill('2023');
  await monthForm.getByLabel('달 month').fill('3');
  await monthButton.click();
  await page.locator('#month-result table.month-days').waitFor();
  const month = (await keyedGet<{ data: { days: MonthDay[]; solarTerms: Term[] } }>('/v1/calendar/month?year=2023&month=3', key)).body.data;
  const dayRows = await tableRows(page, '#month-result table.month-days');
  assert.equal(dayRows.length, month.days.length);
  assert.equal(await page.locator('#month-result h3').textContent(), `2023년 3월 · ${month.days.length}일`);
  const lunarOf = (day: MonthDay) => `${day.lunar.year}-${String(day.lunar.month).padStart(2, '0')}-${String(day.lunar.day).padStart(2, '0')}${day.lunar.leap ? ' 윤달' : ''}${day.provisional ? ' (잠정)' : ''}`;
  assert.deepEqual(
    dayRows,
    month.days.map((day) => [`${day.solar} (${day.weekday.ko})`, lunarOf(day), `${day.dayPillar.hanja} (${day.dayPillar.reading})`, day.solarTerm ? `${day.solarTerm.name} ${day.solarTerm.hanja} ${day.solarTerm.at.slice(11, 16)}` : '']),
  );
  // The leap month is marked where the answer says so, and only there.
  const leapDays = month.days.filter((day) => day.lunar.leap);
  assert.ok(leapDays.length > 0, 'March 2023 has days of 윤2월');
  assert.equal(await page.locator('#month-result table.month-days .leap').count(), leapDays.length);
  assert.deepEqual(dayRows.find((row) => row[0]!.startsWith(leapDays[0]!.solar))![1], `2023-02-${String(leapDays[0]!.lunar.day).padStart(2, '0')} 윤달`);
  assert.equal(dayRows.filter((row) => row[3] !== '').length, month.solarTerms.length, 'each term of the month on its day');
  await page.locator('#month').screenshot({ path: join(SCREENSHOTS, '19-month-phone.png') });
  assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'no horizontal scrolling at 390 px');
  assert.equal(await fitsItsBox(page, '#month-result .table-scroll'), true, 'the days fit without scrolling sideways');
  assert.deepEqual(await wordsCutInTwo(page, '#month'), []);

  // Not a month: the library's own code and Korean message.
  await monthForm.getByLabel('달 month').fill('13');
  await monthButton.click();
  await page.locator('#month-result [role=alert]').waitFor();
  const refusedMonth = libraryRefusal(() => calendarMonth(2023, 13));
  assert.equal(await page.locator('#month-result [role=alert] strong').textContent(), refusedMonth.code);
  assert.equal(await page.locator('#month-result .error-message').textContent(), refusedMonth.ko);
  assert.equal(await page.locator('#month-result .error-message').getAttribute('lang'), 'ko');

  assertCleanPage(watch, 'the terms and month sections');
  assert.deepEqual(
    watch.requested.map((url) => url.slice(baseUrl.length)).filter((path) => path.startsWith('/v1/')),
    [],
    'every answer computed in the browser: no call of the key',
  );
  await page.close();
});

test('the hanja picker at phone width: a name typed in hangul, its hanja picked syllable by syllable, then analysed; errors in Korean', async () => {
  // The test account's key (limits no test reaches): a sandbox key's 10 calls a minute go in one search.
  const key = app.apiKey;
  const { page, watch } = await phonePageWithKey(key);

  // A name given in hanja-less hangul to the analysis: refused in Korean, saying where the hanja are.
  await page.getByLabel('성 surname').fill('김');
  await page.getByLabel('이름 given').fill('철수');
  await page.getByRole('button', { name: '이름 풀기 POST /v1/name/analyze' }).click();
  const refused = page.locator('#name-result [role=alert] .error-message');
  await refused.waitFor();
  assert.match((await refused.textContent())!, /^성\(surname\)의 1번째 글자가 한글\("김"\)입니다\. 이름은 한자로 풀이하니, .*GET \/v1\/name\/chars\?reading=김/);
  await screenshot(page, '12-name-hangul-refused');

  // The picker: 홍 길동, one hanja for each syllable, most used first.
  await page.getByLabel('한글 성').fill('홍');
  await page.getByLabel('한글 이름').fill('길동');
  await page.getByRole('button', { name: '한자 고르기 GET /v1/name/chars' }).click();
  const groups = page.locator('#picker-result fieldset.syllable');
  await groups.first().waitFor();
  assert.equal(await groups.count(), 3);
  const analyze = page.getByRole('button', { name: '고른 한자로 이름 풀기 POST /v1/name/analyze' });
  assert.equal(await analyze.isDisabled(), true, 'nothing to analyse before every syllable has its hanja');
  // Each group lists what the endpoint answers for its syllable, in its order.
  for (const [i, syllable] of ['홍', '길', '동'].entries()) {
    const listed = await groups.nth(i).locator('input[type=radio]').evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    const answer = (await (await fetch(`${baseUrl}/v1/name/chars?reading=${encodeURIComponent(syllable)}`, { headers: { 'x-api-key': key } })).json()) as {
      data: { chars: { hanja: string }[] };
    };
    assert.deepEqual(listed, answer.data.chars.map((c) => c.hanja), syllable);
  }
  await screenshot(page, '13-picker-choices');
  for (const [i, hanja] of ['洪', '吉', '童'].entries()) await groups.nth(i).locator(`input[value="${hanja}"]`).check();
  assert.equal(await page.locator('#picker-chosen').textContent(), '고른 이름: 洪吉童 — 아래 성·이름 칸에도 채웠습니다.');
  assert.equal(await page.getByLabel('성 surname').inputValue(), '洪');
  assert.equal(await page.getByLabel('이름 given').inputValue(), '吉童');
  await analyze.click();
  await page.locator('#name-grade').waitFor();
  // What the API answers for those hanja read as typed.
  const expected = (await (
    await fetch(`${baseUrl}/v1/name/analyze`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ surname: [{ hanja: '洪', hangul: '홍' }], given: [{ hanja: '吉', hangul: '길' }, { hanja: '童', hangul: '동' }] }),
    })
  ).json()) as { data: { result: { score: number; grade: string; chars: { reading: string }[] } } };
  assert.equal(await page.locator('#name-score').textContent(), String(expected.data.result.score));
  assert.equal(await page.locator('#name-grade').textContent(), expected.data.result.grade);
  assert.equal(await page.locator('#name-result h3').textContent(), `洪吉童 ${expected.data.result.chars.map((c) => c.reading).join('')}`);
  assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'no horizontal scrolling at 390 px');
  await screenshot(page, '14-picker-analysed');

  // A syllable no name-usable hanja is read as: said so, and the analysis cannot be asked for.
  await page.getByLabel('한글 이름').fill('길똠');
  await page.getByRole('button', { name: '한자 고르기 GET /v1/name/chars' }).click();
  await page.getByText('인명용 한자 가운데 독음이 "똠"인 글자가 없습니다.', { exact: false }).waitFor();
  await groups.nth(0).locator('input[value="洪"]').check();
  await groups.nth(1).locator('input[value="吉"]').check();
  assert.equal(await analyze.isDisabled(), true);
  // Not hangul: the page says what to type, and asks the API nothing.
  await page.getByLabel('한글 이름').fill('Gildong');
  await page.getByRole('button', { name: '한자 고르기 GET /v1/name/chars' }).click();
  await page.getByText('한글 이름은 한글 1–3자로 넣으세요.', { exact: false }).waitFor();
  await screenshot(page, '15-picker-refused');

  // The refused analysis above is the one error answer of this page.
  assertCleanPage(watch, 'the picker', ['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  const chars = watch.requested.filter((url) => url.includes('/v1/name/chars'));
  assert.deepEqual(chars.map((url) => decodeURIComponent(new URL(url).search)), ['?reading=홍', '?reading=길', '?reading=동', '?reading=홍', '?reading=길', '?reading=똠']);
});

test('/docs lists the operations and calls the service with the key from Authorize', async () => {
  // The test account's key: the visitor's sandbox key spent its 10 calls of this minute in the playground test.
  const key = app.apiKey;
  const page = await chromium.browser.newPage();
  const watch = watchPage(page);
  const apiCalls: { url: string; key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) apiCalls.push({ url: request.url(), key: request.headers()['x-api-key'] });
  });
  const response = await page.goto(`${baseUrl}/docs`);
  assert.equal(response?.status(), 200);
  assert.match((await response!.allHeaders())['content-security-policy'] ?? '', /^default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'/);
  const operation = (path: string) => page.locator(`.opblock-summary-path[data-path="${path}"]`);
  await operation('/v1/tojeong/gwae').waitFor();
  const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as { paths: Record<string, object> };
  for (const path of Object.keys(document.paths)) assert.equal(await operation(path).count() > 0, true, `${path} is listed`);
  assert.equal(await page.locator('.opblock-post', { has: operation('/v1/tojeong/gwae') }).count(), 1);
  assert.equal(await page.locator('.opblock-get', { has: operation('/v1/name/char/{hanja}') }).count(), 1);
  await screenshot(page, '11-docs');

  // Authorize with the key, then try GET /v1/name/char/{hanja}.
  await page.locator('button.authorize').first().click();
  // Two schemes since issue 50 (X-API-Key and Bearer); the X-API-Key one is used here.
  const apiKeyAuth = page.locator('.auth-container', { has: page.locator('#api_key_value') });
  await apiKeyAuth.locator('input').fill(key);
  await apiKeyAuth.locator('button.authorize').click();
  await page.locator('.auth-container button.btn-done').first().click();
  await operation('/v1/name/char/{hanja}').click();
  const block = page.locator('.opblock', { has: operation('/v1/name/char/{hanja}') });
  await block.locator('button.try-out__btn').click();
  await block.locator('tr[data-param-name="hanja"] input').fill('洪');
  await block.locator('button.execute').click();
  const status = block.locator('.live-responses-table tbody .response-col_status').first();
  await status.waitFor();
  assert.equal((await status.textContent())!.trim(), '200');
  assert.deepEqual(apiCalls, [{ url: `${baseUrl}/v1/name/char/%E6%B4%AA`, key }], 'one call, to the origin the page came from, with the key');
  await screenshot(page, '11-docs-try-it-out');

  // An error tried from /docs is answered in Korean: Try it out sends the Accept-Language parameter's example, ko.
  const languages: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) languages.push(request.headers()['accept-language']);
  });
  await block.locator('tr[data-param-name="hanja"] input').fill('김');
  await block.locator('button.execute').click();
  await block.locator('.live-responses-table tbody .response-col_status').first().filter({ hasText: '404' }).waitFor();
  const shownBody = JSON.parse((await block.locator('.live-responses-table .response-col_description pre').first().textContent())!) as { error: { message: string } };
  assert.match(shownBody.error.message, /^"김": 한자가 아니라 한글 음절입니다/);
  assert.deepEqual(languages, ['ko']);
  await screenshot(page, '11-docs-korean-error');
  // Chromium logs the 404 of the call above; it is the answer asked for.
  assertCleanPage(watch, '/docs', ['Failed to load resource: the server responded with a status of 404 (Not Found)']);
});

test('/docs at 390 px in Korean: nothing wider than the screen, lang ko, the operations summarised in Korean (issue 38)', async () => {
  const page = await chromium.browser.newPage();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setExtraHTTPHeaders({ 'accept-language': 'ko-KR,ko;q=0.9' });
    const watch = watchPage(page);
    await page.goto(`${baseUrl}/docs`);
    await page.getByText('한자 이름 풀이 (성명학)').waitFor();
    assert.equal(await page.evaluate('document.documentElement.lang'), 'ko');
    // The viewport meta a phone needs is asserted on the HTML (pages.test.ts); here, the layout at that width.
    assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'no horizontal scrolling at 390 px');
    await screenshot(page, '17-docs-phone-ko');
    assertCleanPage(watch, '/docs at 390 px', []);
  } finally {
    await page.close();
  }
});

test('a page of an origin in CORS_ORIGINS calls the API and reads its headers; another origin cannot', async () => {
  const page = await chromium.browser.newPage();
  const callApi = (key: string) =>
    page.evaluate(
      async ({ url, key }) => {
        try {
          const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ surname: '洪', given: '吉童' }) });
          return { status: res.status, remaining: res.headers.get('x-ratelimit-remaining-month'), requestId: res.headers.get('x-request-id'), grade: ((await res.json()) as { data: { result: { grade: string } } }).data.result.grade };
        } catch (error) {
          return { failed: String(error) };
        }
      },
      { url: `${baseUrl}/v1/name/analyze`, key },
    );
  await page.goto(`http://127.0.0.1:${otherPort}/`);
  const allowed = await callApi(app.apiKey);
  assert.deepEqual(Object.keys(allowed).sort(), ['grade', 'remaining', 'requestId', 'status']);
  assert.equal((allowed as { status: number }).status, 200);
  assert.match(String((allowed as { remaining: string }).remaining), /^\d+$/, 'X-RateLimit-Remaining-Month is exposed');
  assert.ok((allowed as { requestId: string }).requestId, 'X-Request-Id is exposed');

  await page.goto(`http://localhost:${otherPort}/`);
  assert.match(String((await callApi(app.apiKey) as { failed?: string }).failed), /TypeError: Failed to fetch/, 'the browser refuses the answer to an origin not listed');
});
