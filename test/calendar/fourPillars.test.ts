/**
 * The four pillars at instants on both sides of 입춘 and of other 節 across
 * 1900-2100, the hour rules (五鼠遁, 야자시/조자시, 진태양시), the errors, and the
 * equation of time against astronomy-engine. The expected pillars are written
 * out from the rules (year at 입춘, 五虎遁 for the month stem), not computed by
 * the code under test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Astronomy from 'astronomy-engine';
import { calendarDay } from '../../src/calendar/index.js';
import { equationOfTimeSeconds } from '../../packages/core/src/calendar/equationOfTime.js';
import { fourPillarsAt } from '../../packages/core/src/calendar/fourPillars.js';
import { formatKoreanTime } from '../../packages/core/src/calendar/koreanTime.js';
import { SOLAR_TERM_NAMES, termInstant } from '../../packages/core/src/calendar/solarTerms.js';
import { TojeongError } from 'tojeong-core/errors';

const index = (name: string): number => SOLAR_TERM_NAMES.findIndex((n) => n.name === name);
/** The instant `seconds` from term `name` of `year`, written with its Korean offset. */
const around = (year: number, name: string, seconds: number): string => formatKoreanTime(termInstant(year, index(name)) + seconds);
const yearMonth = (at: string): string => {
  const p = fourPillarsAt({ at });
  return `${p.year.hanja} ${p.month.hanja}`;
};

test('the year and the month turn at the instant of 입춘, 1900-2100', () => {
  // [year, pillars a minute before 입춘, a minute after]: before, the previous year's 丑 month; after, the year's 寅 month by 五虎遁.
  const cases: [number, string, string][] = [
    [1900, '己亥 丁丑', '庚子 戊寅'],
    [1908, '丁未 癸丑', '戊申 甲寅'],
    [1930, '己巳 丁丑', '庚午 戊寅'],
    [1955, '甲午 丁丑', '乙未 戊寅'],
    [1961, '庚子 己丑', '辛丑 庚寅'],
    [1988, '丁卯 癸丑', '戊辰 甲寅'],
    [2024, '癸卯 乙丑', '甲辰 丙寅'],
    [2050, '己巳 丁丑', '庚午 戊寅'],
    [2100, '己未 丁丑', '庚申 戊寅'],
  ];
  for (const [year, before, after] of cases) {
    assert.equal(yearMonth(around(year, '입춘', -60)), before, `${year} before 입춘`);
    assert.equal(yearMonth(around(year, '입춘', 60)), after, `${year} after 입춘`);
  }
});

test('the month turns at each 節 and not at a 中氣', () => {
  const cases: [number, string, string, string][] = [
    [2024, '경칩', '甲辰 丙寅', '甲辰 丁卯'],
    [1930, '청명', '庚午 己卯', '庚午 庚辰'],
    [1955, '입추', '乙未 癸未', '乙未 甲申'], // summer time: the instants carry +09:30
    [1987, '망종', '丁卯 乙巳', '丁卯 丙午'],
    [2024, '대설', '甲辰 乙亥', '甲辰 丙子'],
    [2025, '소한', '甲辰 丙子', '甲辰 丁丑'],
    [2099, '한로', '己未 癸酉', '己未 甲戌'],
  ];
  for (const [year, term, before, after] of cases) {
    assert.equal(yearMonth(around(year, term, -60)), before, `${year} before ${term}`);
    assert.equal(yearMonth(around(year, term, 60)), after, `${year} after ${term}`);
  }
  assert.equal(yearMonth(around(2024, '춘분', -60)), yearMonth(around(2024, '춘분', 60)), 'a 中氣 changes nothing');
  assert.match(around(1955, '입추', 0), /\+09:30$/);
});

test("the issue's example: 2024-02-05 is 甲辰 year, 丙寅 month (the lunar pillars of /calendar/day say 癸卯 乙丑)", () => {
  const p = fourPillarsAt({ at: '2024-02-05T12:00' });
  assert.equal(`${p.year.hanja} ${p.month.hanja}`, '甲辰 丙寅');
  assert.equal(p.zodiac.reading, '용');
  assert.deepEqual(p.year.elements.stem, { hanja: '木', reading: '목', en: 'wood' });
  assert.deepEqual(p.year.elements.branch, { hanja: '土', reading: '토', en: 'earth' });
  assert.equal(p.monthTerm.name, '입춘');
  assert.equal(p.monthTerm.at, '2024-02-04T17:27:00+09:00');
  const day = calendarDay({ solar: '2024-02-05' });
  assert.equal(`${day.pillars.year.hanja} ${day.pillars.month.hanja}`, '癸卯 乙丑');
});

test('the day pillar is the one /calendar/day gives for the civil date, in every era of Korean time', () => {
  for (const at of ['1905-06-01T12:00', '1910-03-01T00:10', '1950-07-01T23:10', '1957-08-01T06:00', '1988-07-01T12:00', '2100-12-31T12:00']) {
    assert.equal(fourPillarsAt({ at }).day.hanja, calendarDay({ solar: at.slice(0, 10) }).pillars.day.hanja, at);
  }
});

test('the hour: two-hour periods from 23:00, stem by 五鼠遁 (甲己→甲子, 乙庚→丙子, 丙辛→戊子, 丁壬→庚子, 戊癸→壬子)', () => {
  // 2024-02-04 is a 戊戌 day, 2024-02-05 己亥, 2024-02-06 庚子.
  const hour = (at: string) => fourPillarsAt({ at }).hour.hanja;
  assert.equal(hour('2024-02-05T00:30'), '甲子');
  assert.equal(hour('2024-02-05T01:00'), '乙丑');
  assert.equal(hour('2024-02-05T12:59'), '庚午');
  assert.equal(hour('2024-02-05T22:59'), '乙亥');
  assert.equal(hour('2024-02-06T00:00'), '丙子');
  assert.equal(hour('2024-02-04T10:00'), '丁巳'); // 戊 day: 壬子, 癸丑, 甲寅, 乙卯, 丙辰, 丁巳
});

test('야자시/조자시 (split, the default) against 자시 as one period (whole) for 23:00-24:00', () => {
  const split = fourPillarsAt({ at: '2024-02-04T23:30' });
  assert.equal(split.ziHour, 'split');
  assert.equal(`${split.day.hanja} ${split.hour.hanja}`, '戊戌 甲子');
  const whole = fourPillarsAt({ at: '2024-02-04T23:30', ziHour: 'whole' });
  assert.equal(`${whole.day.hanja} ${whole.hour.hanja}`, '己亥 甲子');
  for (const ziHour of ['split', 'whole'] as const) {
    const p = fourPillarsAt({ at: '2024-02-05T00:30', ziHour });
    assert.equal(`${p.day.hanja} ${p.hour.hanja}`, '己亥 甲子', ziHour);
  }
});

test('진태양시: longitude and the equation of time move the clock of the day and the hour, not the year and month', () => {
  const civil = fourPillarsAt({ at: '2024-02-04T23:30' });
  const seoul = fourPillarsAt({ at: '2024-02-04T23:30', longitude: 126.98 });
  assert.equal(seoul.clock.basis, 'trueSolar');
  // 126.98°E is 32 min 5 s behind the 135° meridian; in early February the true Sun is about 14 minutes behind the mean Sun.
  assert.ok(seoul.clock.equationOfTimeSeconds !== null && seoul.clock.equationOfTimeSeconds < -800 && seoul.clock.equationOfTimeSeconds > -900);
  assert.match(seoul.clock.time, /^2024-02-04T22:4[34]/);
  assert.equal(seoul.hour.hanja, '癸亥');
  assert.equal(`${seoul.year.hanja} ${seoul.month.hanja} ${seoul.day.hanja}`, `${civil.year.hanja} ${civil.month.hanja} ${civil.day.hanja}`);
  // Summer time is a clock change, not a change of the Sun: true solar time ignores it.
  const dst = fourPillarsAt({ at: '1988-07-01T12:30+10:00', longitude: 126.98 });
  const std = fourPillarsAt({ at: '1988-07-01T11:30+09:00', longitude: 126.98 });
  assert.equal(dst.clock.time, std.clock.time);
  assert.equal(fourPillarsAt({ at: '1988-07-01T12:30' }).hour.hanja.slice(1), '午');
});

test('the equation of time agrees with astronomy-engine within 10 seconds, 1900-2100', () => {
  let largest = 0;
  for (let year = 1900; year <= 2100; year += 10) {
    for (let day = 0; day < 365; day += 7) {
      const ms = Date.UTC(year, 0, 1 + day, 3);
      const hourAngle = Astronomy.HourAngle(Astronomy.Body.Sun, new Date(ms), new Astronomy.Observer(0, 0, 0));
      const utHours = (ms / 3600000) % 24;
      const eot = ((((hourAngle - (utHours - 12)) * 3600) % 86400) + 86400 + 43200) % 86400 - 43200;
      largest = Math.max(largest, Math.abs(eot - equationOfTimeSeconds(ms / 1000)));
    }
  }
  assert.ok(largest < 10, `largest difference ${largest} s`);
});

test('local times skipped or repeated by the clocks are 400 BAD_INPUT saying so; an explicit offset resolves them', () => {
  const code = (fn: () => unknown, re: RegExp) =>
    assert.throws(fn, (e: unknown) => e instanceof TojeongError && e.code === 'BAD_INPUT' && re.test(e.message));
  code(() => fourPillarsAt({ at: '1988-05-08T02:30' }), /did not exist in Korean civil time.*put forward/);
  code(() => fourPillarsAt({ at: '1988-10-09T02:30' }), /ambiguous.*\+10:00.*\+09:00/);
  code(() => fourPillarsAt({ at: '1954-03-20T23:45' }), /ambiguous/);
  code(() => fourPillarsAt({ at: '1961-08-10T00:15' }), /did not exist/);
  assert.equal(fourPillarsAt({ at: '1988-10-09T02:30+10:00' }).utc, '1988-10-08T16:30:00Z');
  assert.equal(fourPillarsAt({ at: '1988-10-09T02:30+09:00' }).utc, '1988-10-08T17:30:00Z');
  code(() => fourPillarsAt({ at: '2024-02-30T10:00' }), /not a real date/);
  code(() => fourPillarsAt({ at: '2024-02-04 10:00' }), /YYYY-MM-DDThh:mm/);
  code(() => fourPillarsAt({ at: '2024-02-04T10:00', longitude: 200 }), /longitude/);
  code(() => fourPillarsAt({ at: '2024-02-04T10:00', ziHour: 'night' as never }), /ziHour/);
});

test('outside 소한 1900 … the end of 2100 the answer is CALC_ERROR', () => {
  const calc = (at: string) => assert.throws(() => fourPillarsAt({ at }), (e: unknown) => e instanceof TojeongError && e.code === 'CALC_ERROR');
  calc('1900-01-01T12:00');
  calc('2101-01-01T00:00');
  assert.equal(fourPillarsAt({ at: '2100-12-31T23:59' }).month.hanja.slice(1), '子');
  assert.equal(fourPillarsAt({ at: around(1900, '소한', 60) }).month.hanja, '丁丑');
});
