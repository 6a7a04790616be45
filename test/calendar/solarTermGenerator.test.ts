/**
 * The committed data/calendar/solar-terms.json is exactly what
 * scripts/buildSolarTerms.ts produces (astronomy-engine for the terms, the tz
 * database bundled with Node for Korean civil time), and the loader accepts it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildSolarTermTable, encodeTermSteps } from '../../scripts/buildSolarTerms.js';
import { layoutSolarTermTable } from '../../packages/core/src/calendar/solarTermTable.js';

test('committed solar-terms.json equals the generator output', () => {
  const { json } = buildSolarTermTable();
  const committed = readFileSync(new URL('../../data/calendar/solar-terms.json', import.meta.url), 'utf8');
  assert.equal(json, committed);
  assert.equal(buildSolarTermTable().json, json, 'deterministic');
});

test('the compact steps give back every minute of the rows they were made from', () => {
  // Rows of minutes, as the table held them before issue 38, decoded from the
  // committed file by the loader and encoded again by the generator.
  const raw = JSON.parse(readFileSync(new URL('../../data/calendar/solar-terms.json', import.meta.url), 'utf8')) as { firstRow: number[]; steps: string[] };
  const { instants } = layoutSolarTermTable(raw);
  const rows = Array.from({ length: 201 }, (_, i) =>
    Array.from({ length: 24 }, (_, k) => ((instants[i * 24 + k] as number) - Date.UTC(1900 + i, 0, 1) / 1000) / 60),
  );
  assert.ok(rows.flat().every(Number.isInteger), 'whole minutes');
  assert.deepEqual(encodeTermSteps(rows), { firstRow: raw.firstRow, steps: raw.steps });
  // 입춘 2026 is 2026-02-04 05:02 KST (KASI), 20:02 UTC on the 3rd.
  assert.equal(new Date((instants[126 * 24 + 2] as number) * 1000).toISOString(), '2026-02-03T20:02:00.000Z');
  // A step out of the digits' range is refused at build time, not written.
  const far = rows.map((r) => [...r]);
  (far[50] as number[])[3] = (far[50] as number[])[3]! + 40;
  assert.throws(() => encodeTermSteps(far), /out of the digits/);
});

test('the loader refuses a table with a broken row', () => {
  const raw = JSON.parse(readFileSync(new URL('../../data/calendar/solar-terms.json', import.meta.url), 'utf8')) as { firstRow: number[]; steps: string[] };
  assert.equal(layoutSolarTermTable(raw).instants.length, 201 * 24);
  const swapped = structuredClone(raw);
  [swapped.firstRow[3], swapped.firstRow[4]] = [swapped.firstRow[4] as number, swapped.firstRow[3] as number];
  assert.throws(() => layoutSolarTermTable(swapped), /13-17 days/);
  const short = structuredClone(raw);
  short.steps[5] = (short.steps[5] as string).slice(1);
  assert.throws(() => layoutSolarTermTable(short), /24 characters/);
  const foreign = structuredClone(raw);
  foreign.steps[7] = '!' + (foreign.steps[7] as string).slice(1);
  assert.throws(() => layoutSolarTermTable(foreign), /no step digit/);
  const missing = structuredClone(raw);
  missing.steps.pop();
  assert.throws(() => layoutSolarTermTable(missing), /number of years/);
});
