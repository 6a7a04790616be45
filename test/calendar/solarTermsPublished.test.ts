/**
 * The solar term table against instants KASI (한국천문연구원, Korea Astronomy
 * and Space Science Institute) published, each with where it was read. Only
 * values found with a source are here; none is computed or guessed. Found:
 * 32 KASI terms read directly from KASI or from a page quoting KASI, all from
 * 1997-2026 (24 of 2008, 입춘 1997/2020/2021/2024/2026, 동지 2018/2019,
 * 처서 2024); 72 more, every term of 2025, 2026 and 2027, from KASI's public
 * API as relayed by a third party's repository (kept apart, see
 * KASI_API_RELAYED); and one of 1973 from 중앙관상대, which published Korea's
 * official almanac (역서) before KASI's predecessor took it over in 1976.
 * No KASI-published minute before 1997 or after 2027, and no official one
 * before 1973, was found with a source that could be named.
 *
 * Issue 34 holds the table to every published minute exactly: KASI rounds to
 * the nearest minute, as the table does, and the precise computation with the
 * IERS's ΔT reproduces every one. Against KASI's 2008 seconds the table's
 * minute is within the rounding (30 s); the test reports the largest difference.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SOLAR_TERM_NAMES, termInstant } from '../../packages/core/src/calendar/solarTerms.js';
import { formatKoreanTime } from '../../packages/core/src/calendar/koreanTime.js';
import { solarTermInstants } from '../../scripts/calendar/solarTermEvents.js';

/** Korean standard time (UTC+9) wall clock "YYYY-MM-DD hh:mm[:ss]" to seconds since the Unix epoch. */
const kst = (text: string): number => Date.parse(`${text.replace(' ', 'T')}+09:00`) / 1000;
const indexOf = (hanja: string): number => SOLAR_TERM_NAMES.findIndex((n) => n.hanja === hanja);

/**
 * 2008, all 24 terms to the second: the table the asker of KASI's Q&A post
 * 67098 (2020-05-17, https://astro.kasi.re.kr/community/post/qna/67098) says
 * they downloaded from KASI's web site about ten years before and quotes in
 * the question; KASI's answer (same page) does not dispute it. Korean standard time.
 */
const KASI_2008 = `小寒 2008-01-06 08:24:45
大寒 2008-01-21 01:43:26
立春 2008-02-04 20:00:19
雨水 2008-02-19 15:49:28
驚蟄 2008-03-05 13:58:43
春分 2008-03-20 14:48:12
淸明 2008-04-04 18:45:45
穀雨 2008-04-20 01:51:01
立夏 2008-05-05 12:03:20
小滿 2008-05-21 01:00:48
芒種 2008-06-05 16:11:37
夏至 2008-06-21 08:59:16
小暑 2008-07-07 02:26:45
大暑 2008-07-22 19:54:43
立秋 2008-08-07 12:16:05
處暑 2008-08-23 03:02:09
白露 2008-09-07 15:14:02
秋分 2008-09-23 00:44:24
寒露 2008-10-08 06:56:32
霜降 2008-10-23 10:08:33
立冬 2008-11-07 10:10:28
小雪 2008-11-22 07:44:14
大雪 2008-12-07 03:02:12
冬至 2008-12-21 21:03:40`;

/** Terms KASI published to the minute, Korean standard time, each with where the value was read. */
const KASI_MINUTES: { year: number; hanja: string; at: string; source: string }[] = [
  {
    year: 1997,
    hanja: '立春',
    at: '1997-02-04 04:02',
    source: "nangwol.com, \"정확한 입춘시의 기준점은 대한민력\" (2007-09-11): 《丁丑年大韓民曆》, made from the 천문우주과학연구소 (KASI's former name) announcement, gives 04시 02분",
  },
  {
    year: 2020,
    hanja: '立春',
    at: '2020-02-04 18:03',
    source: 'abckr.net (뉴스엔뷰) news article idxno=44612: "한국천문연구원의 2020 역서에 따르면, 올해 입춘 절입 시간은 2월 4일 18시 03분" (the stored copy reads "241803분", the digits of 2월 4일 18시 03분)',
  },
  {
    year: 2021,
    hanja: '立春',
    at: '2021-02-03 23:59',
    source: 'digitalchosun.dizzo.com 2021-02-02: "한국천문연구원의 2021 역서에 따르면, 올해 입춘 절입 시간은 한국 표준시로 2월 3일 23시 59분"',
  },
  { year: 2024, hanja: '立春', at: '2024-02-04 17:27', source: 'issue 28 (입춘 2024-02-04 17:27 KST)' },
  {
    year: 2019,
    hanja: '冬至',
    at: '2019-12-22 13:19',
    source: 'hankookilbo.com 2019-12-22 (News/Read/201912221259351348): "한국천문연구원에 따르면 올해 동지점 시간은 세계시(UTC) 기준 22일 4시 19분 … 우리나라 시간으로 … 13시 19분"',
  },
  {
    year: 2018,
    hanja: '冬至',
    at: '2018-12-22 07:23',
    source: 'the same article: "지난해 동지점은 한국 시간으로 22일 오전 7시 23분". (Its figure for the next year, "22일 오전 7시 2분", is left out: it is half a day from this table\'s 2020-12-21 19:03, more likely a slip of the article than of KASI.)',
  },
  {
    year: 2026,
    hanja: '立春',
    at: '2026-02-04 05:02',
    source: 'reverseaging96.co.kr, "2026년 입춘 날짜 시간과 의미" (2026-01-22): "한국천문연구원의 2026년 월력요항 및 역서 데이터에 따르면, 2026년 입춘은 2월 4일 수요일 … 정확한 절입 시간은 오전 5시 2분"',
  },
  {
    year: 2024,
    hanja: '處暑',
    at: '2024-08-22 23:55',
    source: 'GitHub issue OOPS-ORG-PHP/Lunar#1 (2024-08-20), comparing a 만세력 with KASI: "한국천문연구원 : AD 2024년 8월 22일 23시 55분"; the maintainer\'s reply calls it the 천문 연구원 value',
  },
];

/**
 * Every term of 2025, 2026 and 2027, Korean standard time, as KASI's public
 * API (data.go.kr, SpcdeInfoService/get24DivisionsInfo) gives them, relayed
 * by a third party: GitHub tom231826-svg/korean-manse-calculator,
 * references/jeolgi/2025.json, 2026.json and 2027.json at commit eca7f01f,
 * each entry marked "source": "kasi" (its DATA_SOURCES.md: the 2000-2027
 * references come from that API). Kept apart from KASI_MINUTES because we read
 * them in someone else's copy, not in KASI's answer; where a direct source
 * exists it agrees (입춘 2026 05:02 above; 2025's 동지 00:03 is also what
 * several 2025 pages print, without naming KASI).
 */
const KASI_API_RELAYED = `小寒 2025-01-05 11:33
大寒 2025-01-20 05:00
立春 2025-02-03 23:10
雨水 2025-02-18 19:07
驚蟄 2025-03-05 17:07
春分 2025-03-20 18:01
淸明 2025-04-04 21:49
穀雨 2025-04-20 04:56
立夏 2025-05-05 14:57
小滿 2025-05-21 03:55
芒種 2025-06-05 18:57
夏至 2025-06-21 11:42
小暑 2025-07-07 05:05
大暑 2025-07-22 22:29
立秋 2025-08-07 14:52
處暑 2025-08-23 05:34
白露 2025-09-07 17:52
秋分 2025-09-23 03:19
寒露 2025-10-08 09:41
霜降 2025-10-23 12:51
立冬 2025-11-07 13:04
小雪 2025-11-22 10:36
大雪 2025-12-07 06:05
冬至 2025-12-22 00:03
小寒 2026-01-05 17:23
大寒 2026-01-20 10:45
立春 2026-02-04 05:02
雨水 2026-02-19 00:52
驚蟄 2026-03-05 22:59
春分 2026-03-20 23:46
淸明 2026-04-05 03:40
穀雨 2026-04-20 10:39
立夏 2026-05-05 20:49
小滿 2026-05-21 09:37
芒種 2026-06-06 00:48
夏至 2026-06-21 17:25
小暑 2026-07-07 10:57
大暑 2026-07-23 04:13
立秋 2026-08-07 20:43
處暑 2026-08-23 11:19
白露 2026-09-07 23:41
秋分 2026-09-23 09:05
寒露 2026-10-08 15:29
霜降 2026-10-23 18:38
立冬 2026-11-07 18:52
小雪 2026-11-22 16:23
大雪 2026-12-07 11:53
冬至 2026-12-22 05:50
小寒 2027-01-05 23:10
大寒 2027-01-20 16:30
立春 2027-02-04 10:46
雨水 2027-02-19 06:33
驚蟄 2027-03-06 04:40
春分 2027-03-21 05:25
淸明 2027-04-05 09:17
穀雨 2027-04-20 16:18
立夏 2027-05-06 02:25
小滿 2027-05-21 15:18
芒種 2027-06-06 06:26
夏至 2027-06-21 23:11
小暑 2027-07-07 16:37
大暑 2027-07-23 10:05
立秋 2027-08-08 02:27
處暑 2027-08-23 17:14
白露 2027-09-08 05:28
秋分 2027-09-23 15:02
寒露 2027-10-08 21:17
霜降 2027-10-24 00:33
立冬 2027-11-08 00:39
小雪 2027-11-22 22:16
大雪 2027-12-07 17:38
冬至 2027-12-22 11:42`;

/**
 * Before KASI: 중앙관상대's 동지 of 1973 to a tenth of a second, from a
 * JoongAng Ilbo article (joongang.co.kr/article/1365388): "올해의 동지 입절
 * 시각은 22일 상오9시8분6.4초". The stored copy does not show the article's
 * year; 1973 is the only year of 1960-1985 whose 동지 falls on 22 December
 * between 08:23 and 09:44 KST (the nearest others, 1977 and 1969, are 45 and 36
 * minutes off), so the value is taken as 1973's.
 */
const GWANSANGDAE_1973_DONGJI = '1973-12-22 09:08:06.4';

test('2008: every term within seconds of KASI\'s seconds, and the table\'s minute within the rounding of them (KASI Q&A post 67098)', () => {
  const precise = solarTermInstants(2008).map((ms) => ms / 1000);
  const rows = KASI_2008.split('\n').map((line) => line.split(' ') as [string, string, string]);
  assert.equal(rows.length, 24);
  const offsets: number[] = [];
  for (const [hanja, date, time] of rows) {
    const i = indexOf(hanja);
    assert.ok(i >= 0, hanja);
    const kasi = kst(`${date} ${time}`);
    offsets.push(precise[i]! - kasi);
    // KASI's 2008 seconds stand 5-7 s before the precise instants with the IERS's measured ΔT (an almanac computed ahead of
    // the year, with its own ΔT and ephemeris); the table's minute, the precise instant rounded, is within 30 s of it.
    assert.ok(Math.abs(precise[i]! - kasi) <= 8, `${hanja} 2008: precise ${precise[i]! - kasi} s from KASI`);
    assert.ok(Math.abs(termInstant(2008, i) - kasi) <= 30 + 8, `${hanja} 2008: ours ${formatKoreanTime(termInstant(2008, i))}, KASI ${date} ${time}`);
  }
  const mean = offsets.reduce((a, b) => a + b, 0) / offsets.length;
  process.stdout.write(`# the precise instants less KASI's 2008 seconds: ${Math.min(...offsets).toFixed(1)} to ${Math.max(...offsets).toFixed(1)} s, mean ${mean.toFixed(1)} s\n`);
});

test('terms KASI published to the minute: every one equal', () => {
  for (const { year, hanja, at, source } of KASI_MINUTES) {
    const i = indexOf(hanja);
    assert.equal(termInstant(year, i), kst(at), `${hanja} ${year}: ours ${formatKoreanTime(termInstant(year, i))}, KASI ${at} (${source})`);
  }
});

test("2025-2027: every term equal to KASI's API minutes (relayed by a third party)", () => {
  const rows = KASI_API_RELAYED.split('\n').map((line) => line.split(' ') as [string, string, string]);
  assert.equal(rows.length, 72);
  for (const [hanja, date, time] of rows) {
    const i = indexOf(hanja);
    assert.ok(i >= 0, hanja);
    const year = Number(date.slice(0, 4));
    assert.equal(termInstant(year, i), kst(`${date} ${time}`), `${hanja} ${year}: ours ${formatKoreanTime(termInstant(year, i))}, KASI API ${date} ${time}`);
  }
});

test('1973 동지 within one minute of 중앙관상대 (the official almanac before KASI)', () => {
  const diff = termInstant(1973, indexOf('冬至')) - Date.parse(`${GWANSANGDAE_1973_DONGJI.replace(' ', 'T')}+09:00`) / 1000;
  assert.ok(Math.abs(diff) <= 60, `${diff} s`);
});

test("the issue's example: 입춘 2024 is 2024-02-04 17:27 KST", () => {
  assert.equal(formatKoreanTime(termInstant(2024, indexOf('立春'))), '2024-02-04T17:27:00+09:00');
});
