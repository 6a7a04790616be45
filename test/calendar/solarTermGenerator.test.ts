/**
 * The committed data/calendar/solar-terms.json is exactly what
 * scripts/buildSolarTerms.ts produces (astronomy-engine for the terms, the tz
 * database bundled with Node for Korean civil time), and the loader accepts it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildSolarTermTable } from '../../scripts/buildSolarTerms.js';
import { layoutSolarTermTable } from '../../packages/core/src/calendar/solarTermTable.js';

test('committed solar-terms.json equals the generator output', () => {
  const { json } = buildSolarTermTable();
  const committed = readFileSync(new URL('../../data/calendar/solar-terms.json', import.meta.url), 'utf8');
  assert.equal(json, committed);
  assert.equal(buildSolarTermTable().json, json, 'deterministic');
});

test('the loader refuses a table with a broken row', () => {
  const raw = JSON.parse(readFileSync(new URL('../../data/calendar/solar-terms.json', import.meta.url), 'utf8')) as { years: number[][] };
  assert.equal(layoutSolarTermTable(raw).instants.length, 201 * 24);
  const swapped = structuredClone(raw);
  const row = swapped.years[10] as number[];
  [row[3], row[4]] = [row[4] as number, row[3] as number];
  assert.throws(() => layoutSolarTermTable(swapped), /13-17 days/);
  const short = structuredClone(raw);
  (short.years[5] as number[]).pop();
  assert.throws(() => layoutSolarTermTable(short), /24 terms/);
});
