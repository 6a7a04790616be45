/**
 * 사주 (tojeong-core/saju, which tojeong-core/name re-exports) against printed charts:
 * - 박원순, 1955-02-11 丑時 → 乙未 戊寅 癸卯 癸丑: whang77.tistory.com/8001107 ("1955년 2월 11일 축시 … 시 일 월 년 癸 癸 戊 乙 / 丑 卯 寅 未").
 * - 박근혜, 辛卯 辛丑 戊寅 丙辰 ("신묘년 신축월 무인일 병진시에 태어난"): 류동학, 영남일보 2012-04-05, reposted at
 *   cafe.daum.net/_c21_/bbs_read?grpid=nqKg&fldid=1SNg&datanum=13566; her birth date 1952-02-02 is the public record.
 * - 박규태, "양력: 1977년 2월 16일 05:25 / 음/평: 1976년 12월 29일 05:25 … 丙 甲 壬 丁 / 寅 辰 寅 巳", with the verdict
 *   "목기는 왕하기 때문에 중화를 깨뜨립니다" (a strong 甲 day master): lifesci.net/pod/bbs/board.php?bo_table=B10&wr_id=50211.
 * - 甲子 癸酉 甲寅 丙寅, "日主는 태왕(太旺)하다": wonje.co.kr/bbs/board.php?bo_table=member22_3&wr_id=355.
 * - 壬子 壬子 庚寅 丙戌, "日主 자체로서는 신약(身弱)하다": wonje.co.kr/bbs/board.php?bo_table=member22_3&wr_id=271.
 *   (The two wonje charts are printed without a birth; the tests use a date that has them, and check the chart first.)
 * - 2023's leap month: 윤이월, "3월 22일부터 4월 19일까지" (YTN, 2023-03-20, m.ytn.co.kr/replay/replay_view.php?idx=49&m_cd=1224&key=202303200948399143).
 * - 입춘 2024: 2024-02-04 17:27 KST (한국천문연구원 월력요항 2024), so the day begins in 癸卯年 丑月 and ends in 甲辰年 寅月.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TojeongError } from 'tojeong-core/errors';
import * as name from 'tojeong-core/name';
import * as saju from 'tojeong-core/saju';
import { ELEMENTS, type Saju, sajuOf, sajuSupply } from 'tojeong-core/saju';

const chart = (s: Saju) => [s.pillars.year, s.pillars.month, s.pillars.day, s.pillars.hour].map((p) => p?.hanja ?? null);
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function assertBirthError(fn: () => unknown, code: string, field: RegExp) {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof TojeongError, String(error));
    assert.equal(error.code, code);
    assert.match(error.text.en, field);
    assert.match(error.text.ko, field);
    return true;
  });
}

describe('the pillars of a birth, against printed 만세력 figures', () => {
  it('박원순 1955-02-11 丑時: 乙未 戊寅 癸卯 癸丑', () => {
    assert.deepEqual(chart(sajuOf({ date: '1955-02-11', time: '02:00' }, 'eokbu')), ['乙未', '戊寅', '癸卯', '癸丑']);
  });
  it('박근혜 1952-02-02 辰時 (before 입춘: the year is still 辛卯): 辛卯 辛丑 戊寅 丙辰', () => {
    assert.deepEqual(chart(sajuOf({ date: '1952-02-02', time: '08:00' }, 'eokbu')), ['辛卯', '辛丑', '戊寅', '丙辰']);
  });
  it('박규태 1977-02-16 05:25 at Seoul\'s longitude: 丁巳 壬寅 甲辰 丙寅; by the civil clock (KST, 135°E) 05:25 is already 卯時', () => {
    const local = sajuOf({ date: '1977-02-16', time: '05:25', longitude: 127 }, 'eokbu');
    assert.deepEqual(chart(local), ['丁巳', '壬寅', '甲辰', '丙寅']);
    assert.equal(local.birth.longitude, 127);
    assert.equal(sajuOf({ date: '1977-02-16', time: '05:25' }, 'eokbu').pillars.hour?.hanja, '丁卯');
  });
  it('gives each pillar its stem and branch elements and names the day master', () => {
    const s = sajuOf({ date: '1955-02-11', time: '02:00' }, 'eokbu');
    assert.deepEqual(s.pillars.year, { hanja: '乙未', reading: '을미', stem: '木', branch: '土' });
    assert.deepEqual(s.dayMaster, { hanja: '癸', element: '水' });
  });
});

describe('lunar and leap-month births', () => {
  it('음력 1976-12-29 05:25 is 양력 1977-02-16, with the same chart', () => {
    const s = sajuOf({ date: '1976-12-29', time: '05:25', calendar: 'lunar', longitude: 127 }, 'eokbu');
    assert.equal(s.birth.solar, '1977-02-16');
    assert.deepEqual(s.birth, { solar: '1977-02-16', time: '05:25', calendar: 'lunar', leapMonth: false, longitude: 127 });
    assert.deepEqual(chart(s), ['丁巳', '壬寅', '甲辰', '丙寅']);
  });
  it('음력 2023 윤2월 1일 is 양력 2023-03-22', () => {
    const s = sajuOf({ date: '2023-02-01', calendar: 'lunar', leapMonth: true }, 'count');
    assert.equal(s.birth.solar, '2023-03-22');
    assert.equal(s.birth.leapMonth, true);
  });
  it('refuses a leap month the year does not have, naming birth.date', () => {
    assertBirthError(() => sajuOf({ date: '2023-03-01', calendar: 'lunar', leapMonth: true }, 'eokbu'), 'BAD_INPUT', /birth\.date/);
  });
});

describe('hour unknown', () => {
  it('gives six characters and no hour pillar', () => {
    const s = sajuOf({ date: '1955-02-11' }, 'eokbu');
    assert.deepEqual(chart(s), ['乙未', '戊寅', '癸卯', null]);
    assert.equal(s.birth.time, null);
    assert.equal(total(s.counts), 6);
    assert.ok(Math.abs(total(s.countsWithHidden) - 6) < 0.03);
    assert.deepEqual(s.uncertain, []);
    assert.deepEqual(sajuOf({ date: '1955-02-11', time: null }, 'eokbu').pillars.hour, null);
  });
  it('flags the year and month on 입춘 2024 (2024-02-04 17:27) and answers the noon pillars', () => {
    const s = sajuOf({ date: '2024-02-04' }, 'eokbu');
    assert.deepEqual(s.uncertain, ['year', 'month']);
    assert.deepEqual([s.pillars.year.hanja, s.pillars.month.hanja], ['癸卯', '乙丑']);
  });
  it('flags nothing once the time is known: 18:00 that day is 甲辰年 丙寅月', () => {
    const s = sajuOf({ date: '2024-02-04', time: '18:00' }, 'eokbu');
    assert.deepEqual(s.uncertain, []);
    assert.deepEqual([s.pillars.year.hanja, s.pillars.month.hanja], ['甲辰', '丙寅']);
  });
});

describe('element counts', () => {
  it('counts the eight characters of 박원순\'s chart: 木 3, 火 0, 土 3, 金 0, 水 2', () => {
    const s = sajuOf({ date: '1955-02-11', time: '02:00' }, 'count');
    assert.deepEqual(s.counts, { 木: 3, 火: 0, 土: 3, 金: 0, 水: 2 });
    assert.ok(Math.abs(total(s.countsWithHidden) - 8) < 0.03);
    // 寅 holds 丙 (火) and 丑 holds 辛 (金): with the 지장간 neither is absent.
    assert.ok(s.countsWithHidden.火 > 0 && s.countsWithHidden.金 > 0);
  });
  it('adds up to 8 for every chart of a year of days', () => {
    for (let d = 0; d < 365; d += 7) {
      const date = new Date(Date.UTC(2001, 0, 1 + d)).toISOString().slice(0, 10);
      const s = sajuOf({ date, time: '10:00' }, 'eokbu');
      assert.equal(total(s.counts), 8, date);
      assert.ok(Math.abs(total(s.countsWithHidden) - 8) < 0.03, date);
    }
  });
});

describe('needs: count', () => {
  it('puts the absent elements first: 박원순\'s chart lacks 火 and 金', () => {
    const { needs } = sajuOf({ date: '1955-02-11', time: '02:00' }, 'count');
    assert.equal(needs.method, 'count');
    assert.deepEqual(needs.needed.slice(0, 2), ['火', '金']);
    assert.equal(needs.yongsin, '火');
    assert.ok(needs.rule.length > 0 && needs.source.length > 0);
    assert.equal(needs.strength, undefined);
  });
});

describe('needs: eokbu, against published verdicts', () => {
  it('박규태 (甲 in 寅月, 목기 왕): strong', () => {
    const { needs } = sajuOf({ date: '1977-02-16', time: '05:25', longitude: 127 }, 'eokbu');
    assert.equal(needs.strength, 'strong');
    assert.ok((needs.score as number) > 50);
  });
  it('甲子 癸酉 甲寅 丙寅 (wonje: 태왕): strong', () => {
    const s = sajuOf({ date: '1984-09-17', time: '04:00' }, 'eokbu');
    assert.deepEqual(chart(s), ['甲子', '癸酉', '甲寅', '丙寅']);
    assert.equal(s.needs.strength, 'strong');
  });
  it('壬子 壬子 庚寅 丙戌 (wonje: 신약): weak, and needs what supports 庚', () => {
    const s = sajuOf({ date: '1972-12-25', time: '20:00' }, 'eokbu');
    assert.deepEqual(chart(s), ['壬子', '壬子', '庚寅', '丙戌']);
    assert.equal(s.needs.strength, 'weak');
    // A weak day master is supported: the 용신 is 金 (비겁) or 土 (인성).
    assert.ok(['金', '土'].includes(s.needs.yongsin as string));
  });
  it('names 용신, 희신 and 기신 as the rule says: 희신 generates the 용신, 기신 overcomes it', () => {
    const generates: Record<string, string> = { 木: '火', 火: '土', 土: '金', 金: '水', 水: '木' };
    const overcomes: Record<string, string> = { 木: '土', 土: '水', 水: '火', 火: '金', 金: '木' };
    for (const date of ['1955-02-11', '1972-12-25', '1984-09-17', '1952-02-02']) {
      const { needs } = sajuOf({ date, time: '12:00' }, 'eokbu');
      assert.ok(ELEMENTS.includes(needs.yongsin!));
      assert.equal(generates[needs.huisin!], needs.yongsin, date);
      assert.deepEqual(needs.gisin.map((g) => overcomes[g]), [needs.yongsin], date);
      assert.deepEqual(needs.needed, [needs.yongsin, needs.huisin]);
    }
  });
});

describe('sajuSupply', () => {
  it('marks the given-name characters that supply a needed element or bring a 기신', () => {
    const s = sajuOf({ date: '1952-02-02', time: '08:00' }, 'eokbu');
    const [needed, gisin] = [s.needs.needed[0]!, s.needs.gisin[0]!];
    assert.ok(needed !== undefined && gisin !== undefined);
    const supply = sajuSupply(s, [
      { hanja: '炅', element: needed },
      { hanja: '某', element: gisin },
      { hanja: '乙', element: null },
    ]);
    assert.deepEqual(supply, [
      { hanja: '炅', element: needed, supplies: true, bringsGisin: false },
      { hanja: '某', element: gisin, supplies: false, bringsGisin: true },
      { hanja: '乙', element: null, supplies: false, bringsGisin: false },
    ]);
  });
});

describe('bad birth input', () => {
  it('an impossible date', () => assertBirthError(() => sajuOf({ date: '1990-02-30' }, 'eokbu'), 'BAD_INPUT', /birth\.date/));
  it('a date not written YYYY-MM-DD', () => assertBirthError(() => sajuOf({ date: '1990-2-3' }, 'eokbu'), 'BAD_INPUT', /birth\.date/));
  it('time 25:00', () => assertBirthError(() => sajuOf({ date: '1990-02-03', time: '25:00' }, 'eokbu'), 'BAD_INPUT', /birth\.time/));
  it('before the range of the pillars', () => assertBirthError(() => sajuOf({ date: '1899-12-31' }, 'eokbu'), 'CALC_ERROR', /birth\.date/));
  it('a lunar year before the table', () => assertBirthError(() => sajuOf({ date: '1899-12-01', calendar: 'lunar' }, 'eokbu'), 'CALC_ERROR', /birth\.date/));
  it('a leap flag on a solar date', () => assertBirthError(() => sajuOf({ date: '2023-03-22', leapMonth: true }, 'eokbu'), 'BAD_INPUT', /birth\.leapMonth/));
  it('an unknown calendar', () => assertBirthError(() => sajuOf({ date: '2023-03-22', calendar: 'julian' as 'solar' }, 'eokbu'), 'BAD_INPUT', /birth\.calendar/));
  it('a longitude that is not a number', () => assertBirthError(() => sajuOf({ date: '2023-03-22', longitude: '127' as unknown as number }, 'eokbu'), 'BAD_INPUT', /birth\.longitude/));
  it('a time the clocks skipped (1987-05-10 02:30, 서머타임)', () => assertBirthError(() => sajuOf({ date: '1987-05-10', time: '02:30' }, 'eokbu'), 'BAD_INPUT', /birth\.time/));
});

it('tojeong-core/name still exports what it exported of 사주 before the saju entry point: the same functions and tables', () => {
  for (const key of ['DEFAULT_NEED_METHOD', 'ELEMENTS', 'NEED_METHODS', 'NEED_RULES', 'sajuOf', 'sajuSupply'] as const) assert.equal(name[key], saju[key], key);
});
