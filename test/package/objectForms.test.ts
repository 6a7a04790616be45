/**
 * Every library function of several values takes one object (issue 50), and
 * its older positional call keeps answering the same: each pair below is the
 * object call and the positional one of the same question.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lunarMonthFirstDay, lunarMonthLength, monthPillar, pillarOf } from 'tojeong-core/calendar';
import { elementFlow, fiveGrids, fourGrids, nameCharsByReading, needsOfPillars, phoneticElement, relation, resourceElementOf, romanizedName, sajuOf, sajuSupply, samwonOf, verdictUnder, analyzeName, normalizeNameInput, customaryChars, latestTopNames } from 'tojeong-core/name';
import { readPhrase, readPhraseSyllables, readText, unreadableChars } from 'tojeong-core/hanja';
import { calendarMonth } from 'tojeong-core/terms';
import { DEFAULT_EDITION, defaultGwaeText, gwaeAnswer, renderGwae } from 'tojeong-core/text';

test('each object call answers as its positional call (kept, deprecated)', () => {
  const five = fiveGrids([10], [6, 12]);
  const four = fourGrids([10], [6, 12]);
  const saju = sajuOf({ date: '1990-05-17', time: '08:30' }, 'eokbu');
  const given = [{ hanja: '吉', element: '木' as const }];
  const normalized = normalizeNameInput({ surname: '洪', given: '吉童' });
  const pairs: Array<[string, unknown, unknown]> = [
    ['calendarMonth', calendarMonth({ year: 2026, month: 2 }), calendarMonth(2026, 2)],
    ['lunarMonthLength', lunarMonthLength({ year: 2023, month: 2, leap: true }), lunarMonthLength(2023, 2, true)],
    ['lunarMonthFirstDay', lunarMonthFirstDay({ year: 2023, month: 2 }), lunarMonthFirstDay(2023, 2)],
    ['monthPillar', monthPillar({ year: 2026, month: 1 }), monthPillar(2026, 1)],
    ['pillarOf', pillarOf({ stem: 2, branch: 6 }), pillarOf(2, 6)],
    ['romanizedName', romanizedName({ surname: '김', given: '서윤' }), romanizedName('김', '서윤')],
    ['fiveGrids', fiveGrids({ surname: [10], given: [6, 12] }), five],
    ['fourGrids', fourGrids({ surname: [10], given: [6, 12] }), four],
    ['samwonOf', samwonOf({ five, four, basis: 'samjae' }), samwonOf(five, four, 'samjae')],
    ['elementFlow', elementFlow({ elements: ['木', '火', '土'], rule: 'allSangsaeng' }), elementFlow(['木', '火', '土'], 'allSangsaeng')],
    ['verdictUnder', verdictUnder({ rule: 'noSanggeuk', relations: ['상생', '비화'] }), verdictUnder('noSanggeuk', ['상생', '비화'])],
    ['relation', relation({ a: '木', b: '土' }), relation('木', '土')],
    ['phoneticElement', phoneticElement({ syllable: '민', school: 'haerye' }), phoneticElement('민', 'haerye')],
    ['resourceElementOf', resourceElementOf({ hanja: '洪' }), resourceElementOf('洪')],
    ['customaryChars', customaryChars({ syllable: '서', wordStart: false, sex: 'f' }), customaryChars('서', false, 'f')],
    ['latestTopNames', latestTopNames({ sex: 'm', top: 5 }), latestTopNames('m', 5)],
    ['nameCharsByReading', nameCharsByReading({ reading: '이', offset: 5, limit: 3 }), nameCharsByReading('이', { offset: 5, limit: 3 })],
    ['sajuOf', sajuOf({ birth: { date: '1990-05-17', time: '08:30' }, method: 'eokbu' }), saju],
    ['sajuSupply', sajuSupply({ saju, given }), sajuSupply(saju, given)],
    ['needsOfPillars', needsOfPillars({ pillars: ['庚午', '辛巳', '壬午'], method: 'count' }), needsOfPillars(['庚午', '辛巳', '壬午'], 'count')],
    ['readPhraseSyllables', readPhraseSyllables({ text: '金剛山', rules: 'basic' }), readPhraseSyllables('金剛山', {}, 'basic')],
    ['readPhrase', readPhrase({ text: '李', overrides: { 李: '리' } }), readPhrase('李', { 李: '리' })],
    ['readText', readText({ text: '金剛山 李' }), readText('金剛山 李')],
    ['unreadableChars', unreadableChars({ text: '金剛山' }), unreadableChars('金剛山')],
    ['renderGwae', renderGwae({ edition: DEFAULT_EDITION, id: '111', withReading: false }), renderGwae(DEFAULT_EDITION, '111', false)],
    ['gwaeAnswer', gwaeAnswer({ birth: '1990-05-15', targetYear: 2026, text: defaultGwaeText() }), gwaeAnswer({ birth: '1990-05-15', targetYear: 2026 }, defaultGwaeText())],
    ['gwaeAnswer text null', gwaeAnswer({ birth: '1990-05-15', targetYear: 2026, text: null }).gwae, null],
    ['analyzeName', analyzeName({ input: normalized }), analyzeName(normalized)],
  ];
  for (const [name, asObject, positional] of pairs) assert.deepEqual(asObject, positional, name);
  // The object's fields are read, not ignored: another month is another answer.
  assert.notDeepEqual(calendarMonth({ year: 2026, month: 3 }), calendarMonth(2026, 2));
  assert.notDeepEqual(readPhrase({ text: '李', overrides: { 李: '리' } }), readPhrase({ text: '李' }));
});
