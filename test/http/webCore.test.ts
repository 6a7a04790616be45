/**
 * web/tojeong-core.js, the library's calendar functions bundled for the
 * playground (scripts/buildWebCore.ts), is exactly what the generator makes
 * from the library as it is now — so the page cannot compute with a library
 * older than the API's — and it answers as the library does under Node.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { test } from 'node:test';
import { calendarDay, calendarMonth, fourPillarsAt, solarTermYear } from 'tojeong-core/terms';
import { WEB_CORE_EXPORTS, WEB_CORE_FILE, webCoreBundle } from '../../scripts/buildWebCore.js';

const committed = readFileSync(WEB_CORE_FILE, 'utf8');

test('the committed bundle is what npm run build:web-core makes now', async () => {
  assert.ok(committed === (await webCoreBundle()), 'web/tojeong-core.js is stale: run npm run build:web-core and commit it');
  assert.ok(Buffer.byteLength(committed) < 60_000, `${Buffer.byteLength(committed)} bytes`);
});

test('run as the page runs it (a classic script in a bare global scope), it gives tojeongCore, answering as the library does', () => {
  const scope: { tojeongCore?: Record<string, (...args: unknown[]) => unknown> } = {};
  runInNewContext(`${committed}\nthis.tojeongCore = tojeongCore;`, scope);
  const core = scope.tojeongCore!;
  assert.deepEqual(Object.keys(core).sort(), [...WEB_CORE_EXPORTS].sort());
  const same = (a: unknown, b: unknown) => assert.deepEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
  same(core.calendarDay!({ lunar: '2023-02-01', leap: true }), calendarDay({ lunar: '2023-02-01', leap: true }));
  same(core.calendarMonth!(2023, 3), calendarMonth(2023, 3));
  same(core.solarTermYear!(1901), solarTermYear(1901));
  same(core.fourPillarsAt!({ at: '2024-02-04T23:30', ziHour: 'whole', longitude: 126.98 }), fourPillarsAt({ at: '2024-02-04T23:30', ziHour: 'whole', longitude: 126.98 }));
  // A refusal carries the library's code and Korean text, which the page shows.
  assert.throws(() => core.calendarMonth!(2023, 13), (error: { code?: string; text?: { ko?: string } }) => error.code === 'BAD_INPUT' && /[가-힣]/.test(error.text?.ko ?? ''));
});
