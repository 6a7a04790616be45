/**
 * The committed data file is exactly what scripts/buildCalendar.ts produces.
 * The full build (both oracles for every day, astronomy for 1899 … 2102 and
 * the astronomy-vs-KASI verification) runs in a few seconds, so it is run
 * here in full rather than sampled.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildCalendarTable } from '../../scripts/buildCalendar.js';

test('committed korean-lunar.json equals the generator output, and the build verifies astronomy against KASI', () => {
  const result = buildCalendarTable();
  const committed = readFileSync(new URL('../../data/calendar/korean-lunar.json', import.meta.url), 'utf8');
  assert.equal(result.json, committed);
  assert.deepEqual(result.oracle.disagreements, []);
  assert.deepEqual(result.verification.mismatches, []);
  // Every month starting 1912-01-19 … 2050-12-31 was compared.
  assert.equal(result.verification.monthsCompared, 1719);
  assert.equal(result.verification.lengthsCompared, 1718);
  // Deterministic: a second build serialises to the same bytes.
  assert.equal(buildCalendarTable().json, result.json);
});
