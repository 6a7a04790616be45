/**
 * Every instant the calendar writes is RFC 3339 (issue 34): each `at` of the
 * 4,824 terms of 1900-2100 names the instant of its `utc`, as JavaScript's
 * Date.parse, Python's datetime.fromisoformat and Java's OffsetDateTime.parse
 * read them (the last two in their own processes: python3 and java, which this
 * machine kind has).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { FIRST_TERM_YEAR, LAST_TERM_YEAR, solarTermsOfYear } from '../../packages/core/src/calendar/solarTerms.js';

const terms = Array.from({ length: LAST_TERM_YEAR - FIRST_TERM_YEAR + 1 }, (_, i) => solarTermsOfYear(FIRST_TERM_YEAR + i)).flat();
/** "at utc" per line: what the other languages read. */
const lines = terms.map((t) => `${t.at} ${t.utc}`).join('\n');

test('all 4,824 terms: `at` and `utc` are RFC 3339 date-times with seconds, and Date.parse reads both as one instant', () => {
  assert.equal(terms.length, 4824);
  const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
  for (const t of terms) {
    assert.match(t.at, RFC3339);
    assert.match(t.utc, RFC3339);
    assert.equal(Date.parse(t.at), Date.parse(t.utc), t.at);
    assert.equal(t.localMeanTime !== null, Date.parse(t.utc) < Date.parse('1908-03-31T15:32:08Z'), `${t.at}: localMeanTime exactly before 1908-04-01`);
  }
});

test("Python's datetime.fromisoformat reads every `at` as the instant of its `utc`", () => {
  const script = [
    'import sys, datetime',
    'bad = [l for l in sys.stdin.read().split("\\n") if l and datetime.datetime.fromisoformat(l.split()[0]) != datetime.datetime.fromisoformat(l.split()[1].replace("Z", "+00:00"))]',
    'print(len(bad), bad[:3])',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script], { input: lines, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), '0 []');
});

test("Java's OffsetDateTime.parse reads every `at` as the instant of its `utc`", () => {
  const dir = mkdtempSync(join(tmpdir(), 'rfc3339-'));
  try {
    const source = join(dir, 'Check.java');
    writeFileSync(
      source,
      [
        'import java.time.OffsetDateTime;',
        'import java.io.*;',
        'public class Check { public static void main(String[] a) throws Exception {',
        '  BufferedReader in = new BufferedReader(new InputStreamReader(System.in)); String l; int n = 0, bad = 0;',
        '  while ((l = in.readLine()) != null) { if (l.isEmpty()) continue; String[] p = l.split(" "); n++;',
        '    if (!OffsetDateTime.parse(p[0]).toInstant().equals(OffsetDateTime.parse(p[1]).toInstant())) bad++; }',
        '  System.out.println(n + " " + bad); } }',
      ].join('\n'),
    );
    const run = spawnSync('java', [source], { input: lines, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), '4824 0');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
