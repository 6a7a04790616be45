/**
 * Every function every entry point of tojeong-core exports, called with what
 * a caller gets wrong (nothing, {}, null, wrong types, dates that are not
 * dates or lie outside the table), either answers or throws a TojeongError
 * with one of the library's codes and a message in both languages: never a
 * TypeError or RangeError from inside (issue 50: `solarToLunar()` threw
 * "invalid solar date undefined-undefined-undefined"). The entry points are
 * read from packages/core/package.json, so a new export is covered unasked.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LIBRARY_ERROR_CODES, TojeongError } from 'tojeong-core/errors';

const pkg = JSON.parse(readFileSync(new URL('../../packages/core/package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };
const ENTRIES = Object.keys(pkg.exports).filter((k) => k !== './package.json').map((k) => `tojeong-core/${k.slice(2)}`);

/** What a caller can get wrong, one argument at a time. */
const BAD: readonly unknown[] = [
  undefined,
  null,
  {},
  [],
  '',
  'x',
  '2026-02-30',
  42,
  -1,
  1.5,
  NaN,
  Infinity,
  1e12,
  true,
  { year: 2026 },
  { year: 2026, month: 13, day: 1 },
  { year: 1800, month: 1, day: 1 },
  { year: 2200, month: 1, day: 1, leap: false },
  { year: '2026', month: '2', day: '17' },
  { date: 'nope' },
  { birth: 'x', targetYear: 2026 },
  { birth: { date: '1990-02-30' }, targetYear: 2026 },
  { surname: 42, given: [] },
  { solar: 42 },
  { at: 'soon' },
  [1, 'a'],
];

/** Each bad value alone, twice and thrice (positional forms), and after a good first argument. */
function argumentLists(): unknown[][] {
  const lists: unknown[][] = [[]];
  for (const bad of BAD) lists.push([bad], [bad, bad], [bad, bad, bad], [2026, bad], ['洪', bad]);
  return lists;
}

/** What is wrong with the call's outcome, or null when it answered or threw a proper TojeongError. */
function fault(call: () => unknown): string | null {
  try {
    call();
    return null;
  } catch (error) {
    if (!(error instanceof TojeongError)) return `threw ${(error as Error)?.constructor?.name}: ${(error as Error)?.message}`;
    if (!(error.code in LIBRARY_ERROR_CODES)) return `code ${error.code} is not a library code`;
    if (!error.text.en || !error.text.ko) return 'a message missing in one language';
    if (/\[object Object\]/.test(error.text.en + error.text.ko)) return `the message shows [object Object]: ${error.text.en}`;
    return null;
  }
}

test('every exported function of every entry point answers or throws a TojeongError, whatever it is given', async () => {
  let functions = 0;
  const faults: string[] = [];
  for (const entry of ENTRIES) {
    const module = (await import(entry)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'function' || value === TojeongError) continue;
      functions++;
      const isClass = /^class\b/.test(Function.prototype.toString.call(value));
      for (const args of argumentLists()) {
        const found = fault(() => (isClass ? new (value as new (...a: unknown[]) => unknown)(...args) : (value as (...a: unknown[]) => unknown)(...args)));
        if (found === null) continue;
        // The first fault of each function is enough to find it.
        faults.push(`${entry} ${name}(${args.map((a) => (a === undefined ? 'undefined' : JSON.stringify(a))).join(', ')}): ${found}`);
        break;
      }
    }
  }
  assert.deepEqual(faults, []);
  // The entry points export some seventy functions; fewer means the walk above missed them.
  assert.ok(functions >= 60, `functions called: ${functions}`);
});

test('solarToLunar with nothing, or a date that is not one, says what it takes (the call of issue 50)', async () => {
  const { solarToLunar } = await import('tojeong-core/calendar');
  for (const bad of [undefined, {}, { year: 2026, month: 2, day: 30 }]) {
    const error = (() => {
      try {
        solarToLunar(bad as never);
      } catch (e) {
        return e;
      }
      return null;
    })();
    assert.ok(error instanceof TojeongError);
    assert.equal(error.code, 'BAD_INPUT');
    assert.match(error.text.en, /\{ year: 2026, month: 2, day: 17 \}/, 'an example of the date it takes');
    assert.match(error.text.ko, /예: /);
  }
  assert.throws(() => solarToLunar({ year: 1800, month: 1, day: 1 }), (e: unknown) => e instanceof TojeongError && e.code === 'CALC_ERROR' && /outside the calendar table/.test(e.message));
});
