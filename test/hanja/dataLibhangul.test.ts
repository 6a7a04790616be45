/**
 * The libhangul snapshots under data/hanja/sources/: the parsing and counting
 * rules on literal hanja.txt lines, the BSD-3 notice they must carry, the
 * extraction script's refusal to run without the Debian file, and — where
 * libhangul-data is installed — that the committed snapshots are exactly what
 * the extraction produces.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HANJA_TXT, extract, extractInstalled } from '../../scripts/hanja/extractLibhangul.js';
import {
  alignedWord,
  countWordReadings,
  glossFromComment,
  parseCharacterSnapshot,
  parseCountsSnapshot,
  parseHanjaTxtLine,
} from '../../scripts/hanja/libhangul.js';
import type { HanjaTxtLine } from '../../scripts/hanja/libhangul.js';

const sourcesUrl = (name: string) => new URL(`../../data/hanja/sources/${name}`, import.meta.url);

const NOTICE = [
  '# Copyright (c) 2005,2006 Choe Hwanjin',
  '# All rights reserved.',
  '# Redistribution and use in source and binary forms, with or without',
];

test('hanja.txt lines: characters, aligned words, skipped mixed lines', () => {
  const line = (text: string) => parseHanjaTxtLine(text)!;
  assert.equal(parseHanjaTxtLine('# comment'), null);
  assert.deepEqual(line('불:不:아닐 불'), { reading: '불', hanja: '不', comment: '아닐 불' });
  assert.deepEqual(alignedWord(line('불가능:不可能:')), [['不', '불'], ['可', '가'], ['能', '능']]);
  assert.equal(alignedWord(line('ㄱ자집:ㄱ字집:')), null);
  assert.equal(alignedWord(line('불:不:아닐 불')), null);
  assert.throws(() => parseHanjaTxtLine('no colons'));
});

test('word counts: each aligned syllable counts once for its character and reading', () => {
  const lines = ['낙원:樂園:', '음악:音樂:', '악기:樂器:', '오락:娛樂:', '불가:不可:', '부당:不當:', '불:不:아닐 불']
    .map((l) => parseHanjaTxtLine(l))
    .filter((l): l is HanjaTxtLine => l !== null);
  const counts = countWordReadings(lines);
  assert.deepEqual(Object.fromEntries(counts.get('樂')!), { 낙: 1, 악: 2, 락: 1 });
  assert.deepEqual(Object.fromEntries(counts.get('不')!), { 불: 1, 부: 1 });
});

test('glosses: the first Korean item without its reading', () => {
  assert.equal(glossFromComment('교정할 검, 금제할 검', ['검']), '교정할');
  assert.equal(glossFromComment('계집 녀, 시집보낼 녀', ['녀', '여']), '계집');
  assert.equal(glossFromComment('劎의 譌字, 칼 검', ['검']), '칼');
  assert.equal(glossFromComment('사나이', ['랑', '낭']), '사나이');
  assert.equal(glossFromComment('큰 물', ['홍']), '큰 물');
  assert.equal(glossFromComment('', ['가']), null);
});

test('extraction keeps the one-character lines verbatim and the BSD-3 notice on both snapshots', () => {
  const sample = [
    '# Copyright (c) 2005,2006 Choe Hwanjin',
    '# Redistribution and use in source and binary forms, with or without',
    '',
    '가:家:집 가',
    '가정:家庭:',
    '정:庭:뜰 정',
  ].join('\n');
  const out = extract(sample, ['test']);
  assert.deepEqual(out.chars.split('\n').filter((l) => !l.startsWith('#')), ['가:家:집 가', '정:庭:뜰 정', '']);
  assert.ok(out.chars.includes('# Copyright (c) 2005,2006 Choe Hwanjin'));
  assert.deepEqual(Object.fromEntries(parseCountsSnapshot(out.counts).get('家')!), { 가: 1 });
  assert.throws(() => extract('가:家:집 가\n', ['test']), /copyright/);
});

test('the committed snapshots parse and carry the libhangul notice', () => {
  for (const name of ['libhangul-hanja-chars.txt', 'libhangul-word-readings.tsv']) {
    const text = readFileSync(sourcesUrl(name), 'utf8');
    for (const l of NOTICE) assert.ok(text.includes(l), `${name} carries "${l}"`);
    assert.match(text, /libhangul-data 0\.1\.0\+git20191003-2/);
  }
  const chars = parseCharacterSnapshot(readFileSync(sourcesUrl('libhangul-hanja-chars.txt'), 'utf8'));
  assert.deepEqual(chars.get('不')?.map((l) => l.reading), ['부', '불']);
  const counts = parseCountsSnapshot(readFileSync(sourcesUrl('libhangul-word-readings.tsv'), 'utf8'));
  assert.ok((counts.get('不')?.get('불') ?? 0) > (counts.get('不')?.get('부') ?? 0));
});

test('the extraction script stops with a clear message when hanja.txt is missing', () => {
  const script = fileURLToPath(new URL('../../scripts/hanja/extractLibhangul.ts', import.meta.url));
  const run = spawnSync(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', script], {
    env: { ...process.env, LIBHANGUL_HANJA_TXT: '/nonexistent/hanja.txt' },
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /\/nonexistent\/hanja\.txt is missing: install it with `apt-get update && apt-get install -y libhangul-data`/);
});

test('where libhangul-data is installed, the committed snapshots are what it extracts to', (t) => {
  if (!existsSync(HANJA_TXT)) {
    t.skip(`${HANJA_TXT} is not installed here`);
    return;
  }
  const out = extractInstalled();
  assert.equal(out.chars, readFileSync(sourcesUrl('libhangul-hanja-chars.txt'), 'utf8'));
  assert.equal(out.counts, readFileSync(sourcesUrl('libhangul-word-readings.tsv'), 'utf8'));
});
