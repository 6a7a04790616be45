/**
 * The Korean documentation kept in step with the English (issue 50): each page
 * of docs/ko/ has an English page of the same name in docs/, with the same
 * sections in the same order (heading levels, and the paths and code spans a
 * heading names) and every fenced example of the English page word for word;
 * the pages are Korean prose, not English copied over; README.ko.md is linked
 * from the top of README.md, shows only examples the README has, and gives the
 * plan table's figures.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PLANS } from '../../src/accounts/plans.js';
import { projectFiles, ROOT } from '../support/projectFiles.js';
import { fencedBlocks, hangulShare, sections } from './markdown.js';

/** The pages a Korean developer reads first: each must have its Korean page. */
const FIRST_READ = ['tojeong', 'name', 'keys-and-limits', 'mcp', 'library', 'cli'];
const KOREAN_PAGES = projectFiles('docs/ko', '.md');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

test('every page a Korean developer reads first has its Korean page, and each Korean page an English one', () => {
  const names = KOREAN_PAGES.map(({ file }) => file.replace(/^docs\/ko\//, '').replace(/\.md$/, ''));
  for (const name of FIRST_READ) assert.ok(names.includes(name), `docs/ko/${name}.md is missing`);
  for (const name of names) assert.ok(existsSync(join(ROOT, 'docs', `${name}.md`)), `docs/ko/${name}.md has no English page docs/${name}.md`);
});

for (const { file, text: korean } of KOREAN_PAGES) {
  const englishFile = file.replace(/^docs\/ko\//, 'docs/');
  const english = read(englishFile);

  test(`${file} has the sections of ${englishFile}, in order`, () => {
    const en = sections(english);
    const ko = sections(korean);
    assert.deepEqual(ko.map((s) => s.level), en.map((s) => s.level), `heading levels of ${file} against ${englishFile}:\n${ko.map((s) => s.title).join('\n')}`);
    en.forEach((section, i) => {
      for (const token of section.tokens) assert.ok(ko[i]!.title.includes(token), `${file}: heading ${i + 1} "${ko[i]!.title}" does not name ${token} as "${section.title}" does`);
    });
  });

  test(`${file} holds every example of ${englishFile} unchanged`, () => {
    const ko = new Set(fencedBlocks(korean));
    const missing = fencedBlocks(english).filter((block) => !ko.has(block));
    assert.deepEqual(missing, [], `${file} lacks these fenced blocks of ${englishFile}`);
  });

  test(`${file} is Korean prose and links its English page both ways`, () => {
    const share = hangulShare(korean);
    assert.ok(share > 0.5, `${file}: only ${(share * 100).toFixed(0)}% of its letters outside code are hangul`);
    assert.ok(hangulShare(english) < 0.3, `${englishFile} is expected to be the English page`);
    const name = file.replace(/^docs\/ko\//, '');
    assert.match(korean, new RegExp(`\\]\\(\\.\\./${name.replace('.', '\\.')}\\)`), `${file} does not link ../${name}`);
    assert.match(english, new RegExp(`\\]\\(ko/${name.replace('.', '\\.')}\\)`), `${englishFile} does not link ko/${name}`);
  });
}

test('README.ko.md is linked from the top of README.md and links back', () => {
  const readme = read('README.md');
  const top = readme.split('\n').slice(0, 5).join('\n');
  assert.match(top, /\]\(README\.ko\.md\)/);
  assert.match(read('README.ko.md'), /\]\(README\.md\)/);
});

test('README.ko.md shows only examples the README has, and the quick start is the same two commands', () => {
  const koreanReadme = read('README.ko.md');
  const english = new Set(fencedBlocks(read('README.md')));
  const blocks = fencedBlocks(koreanReadme);
  assert.ok(blocks.length >= 5, `README.ko.md has ${blocks.length} examples`);
  assert.deepEqual(blocks.filter((block) => !english.has(block)), [], 'README.ko.md blocks that README.md does not have');
  assert.ok(blocks.some((block) => block.includes('npm install && npm start') && block.includes('npm test')));
  assert.ok(hangulShare(koreanReadme) > 0.5);
});

test('README.ko.md gives the plan table as src/accounts/plans.ts has it', () => {
  const koreanReadme = read('README.ko.md');
  for (const [name, plan] of Object.entries(PLANS)) {
    const row = koreanReadme.split('\n').find((line) => line.startsWith(`| \`${name}\``));
    assert.ok(row, `README.ko.md has no row for ${name}`);
    const cells = row.split('|').map((cell) => cell.trim());
    assert.ok(cells.includes(plan.monthlyCalls.toLocaleString('en-US')), `${name}: ${plan.monthlyCalls} calls a month in ${row}`);
    assert.ok(cells.includes(String(plan.callsPerMinute)), `${name}: ${plan.callsPerMinute} a minute in ${row}`);
    if (plan.priceKrw > 0) assert.ok(row.includes(`${plan.priceKrw.toLocaleString('en-US')}원`), `${name}: ${plan.priceKrw} KRW in ${row}`);
  }
});
