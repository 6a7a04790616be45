/**
 * What the conformance tests (test/http/specConformance*.test.ts) share: the
 * specification's version, the departures table of docs/decisions.md, the
 * rule that a departure observed must be a row of it, a hand-moved clock and
 * the specification's error body.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../../src/clock.js';
import { ROOT } from './projectFiles.js';

export const SPEC_VERSION = '2026.10.18';

/** The departures the conformance tests know, each a row of docs/decisions.md's table. */
export const DEPARTURES = [
  'key-rerequest',
  'key-request-count',
  'payment-held',
  'payment-extends',
  'payment-unproven-key',
  'refund-restores',
  'confirm-rate-limit',
  'provider-error',
  'month-blocks',
  'minute-blocks',
  'calendar-source',
  'text-off',
  'additions',
];

export const readProjectFile = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The rows of the departures table: id → the row's text. */
export const departureRows = new Map(
  [...readProjectFile('docs/decisions.md').matchAll(/^\| `([a-z-]+)` \|(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const),
);

/**
 * What a strict client does on meeting a behaviour the specification does not
 * give: it fails, unless the table records it. `observed` is whether the
 * service departed here; `what` says how, for the failure's message.
 */
export function departure(id: string, observed: boolean, what: string): void {
  if (!observed) return;
  assert.ok(DEPARTURES.includes(id), `${what}: not a departure the conformance tests know`);
  assert.ok(departureRows.has(id), `${what}: a departure from the specification that docs/decisions.md does not record (id ${id})`);
}

/** A clock a test moves by hand. */
export function handClock(start: string): Clock & { advance(ms: number): void } {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

/** Every error body is `{error: {code, message}}`, both strings, with at most the service's `param` beside them (docs/decisions.md). */
export function assertError(res: { statusCode: number; json(): unknown }, status: number, code: string | null, label: string): void {
  assert.equal(res.statusCode, status, label);
  const body = res.json() as { error?: { code?: unknown; message?: unknown } };
  assert.deepEqual(Object.keys(body), ['error'], label);
  assert.deepEqual(Object.keys(body.error!).filter((key) => key !== 'param').sort(), ['code', 'message'], label);
  assert.equal(typeof body.error!.message, 'string', label);
  assert.ok((body.error!.message as string).length > 0, label);
  if (code !== null) assert.equal(body.error!.code, code, label);
}
