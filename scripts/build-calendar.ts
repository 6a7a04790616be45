/**
 * Generator for data/calendar/korean-lunar.json (run: `npm run build:calendar`).
 *
 * Lunar years 1900–2050 come from the KASI calendar as shipped by two
 * independent offline packages (korean-lunar-calendar, kor-lunar); every solar
 * day is read from both, in both directions, and any disagreement fails the
 * build. Months the oracles do not cover (the tail of lunar 2050, which runs
 * into 2051) and lunar years 2051–2100 are computed astronomically with
 * astronomy-engine. Before those astronomical months are trusted, the same
 * computation is run over 1912-01-19 … 2050-12-31 and must reproduce the
 * oracle months exactly, or the build fails.
 *
 * `buildCalendarTable()` is pure (no file writes) so the test suite can check
 * that the committed JSON is exactly what this script produces.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { KoreanLunarCalendar } from './calendar-oracle.js';
import korLunar from 'kor-lunar';
import * as Astronomy from 'astronomy-engine';
import {
  dayNumberToIso,
  dayNumberToSolarParts,
  solarPartsToDayNumber,
} from '../src/calendar/day-number.js';
import type {
  CalendarSourceInfo,
  CalendarTableFile,
  CalendarYearRow,
} from '../src/calendar/table-format.js';

export const TABLE_ID = 'korean-lunar-kasi';
/** Bump when the table contents or format change. */
export const TABLE_VERSION = '1.0.0';
export const FIRST_LUNAR_YEAR = 1900;
export const LAST_LUNAR_YEAR = 2100;
export const PROVISIONAL_FROM = 2051;

/** Lunar 1900-01-01. */
const FIRST_SOLAR_JDN = solarPartsToDayNumber(1900, 1, 31);
/** Last solar day both oracles convert (kor-lunar: 1890-01-21 … 2050-12-31; korean-lunar-calendar: 1000-02-13 … 2050-12-31). */
const LAST_ORACLE_JDN = solarPartsToDayNumber(2050, 12, 31);
/**
 * Start of the astronomy-vs-KASI verification span. Korea has kept its
 * calendar on the 135°E meridian (UTC+9) since 1912-01-01; 1912-01-19 is the
 * first month start after that (lunar 1911-12-01).
 */
const VERIFY_FROM_JDN = solarPartsToDayNumber(1912, 1, 19);

/** Korea Standard Time, UTC+9, in minutes. */
const KST_OFFSET_MINUTES = 540;
/** Julian Date of the J2000 epoch; astronomy-engine's `ut` counts days from it. */
const J2000_JD = 2451545.0;

// ---------------------------------------------------------------------------
// Oracles

export interface LunarMonthRecord {
  year: number;
  month: number;
  leap: boolean;
  /** JDN of day 1. */
  start: number;
  /** 29 or 30; null when the source does not reach the end of the month. */
  length: number | null;
}

export interface OracleResult {
  months: LunarMonthRecord[];
  daysWalked: number;
  /** Number of days on which the last month was still running when the oracles stopped. */
  lastMonthDaysSeen: number;
  disagreements: string[];
}

/**
 * Walks every solar day FIRST_SOLAR … LAST_ORACLE with both oracles, in both
 * directions, and derives the month list from kor-lunar's day numbers.
 */
export function readOracles(): OracleResult {
  const klc = new KoreanLunarCalendar();
  const disagreements: string[] = [];
  const months: LunarMonthRecord[] = [];
  const fail = (msg: string): void => {
    // Cap the list so a systematic problem does not flood the report; the count still fails the build.
    if (disagreements.length < 200) disagreements.push(msg);
    else if (disagreements.length === 200) disagreements.push('… (further disagreements omitted)');
  };
  let prevDay = 0;
  let daysWalked = 0;
  for (let jdn = FIRST_SOLAR_JDN; jdn <= LAST_ORACLE_JDN; jdn++) {
    daysWalked++;
    const { year, month, day } = dayNumberToSolarParts(jdn);
    const iso = dayNumberToIso(jdn);
    const a = korLunar.toLunar(year, month, day);
    if (a.julianDay !== jdn) fail(`${iso}: kor-lunar julianDay ${a.julianDay} != computed JDN ${jdn}`);
    if (!klc.setSolarDate(year, month, day)) {
      fail(`${iso}: korean-lunar-calendar rejects the solar date`);
      continue;
    }
    const b = klc.getLunarCalendar();
    const bLeap = b.intercalation === true;
    const aText = `${a.year}-${a.month}-${a.day}${a.isLeapMonth ? ' leap' : ''}`;
    if (a.year !== b.year || a.month !== b.month || a.day !== b.day || a.isLeapMonth !== bLeap) {
      fail(`${iso}: kor-lunar ${aText} vs korean-lunar-calendar ${b.year}-${b.month}-${b.day}${bLeap ? ' leap' : ''}`);
    }
    // Reverse direction, in both oracles, from kor-lunar's lunar date.
    const s1 = korLunar.toSolar(a.year, a.month, a.day, a.isLeapMonth);
    if (s1.year !== year || s1.month !== month || s1.day !== day) {
      fail(`${iso}: kor-lunar toSolar(${aText}) = ${s1.year}-${s1.month}-${s1.day}`);
    }
    if (!klc.setLunarDate(a.year, a.month, a.day, a.isLeapMonth)) {
      fail(`${iso}: korean-lunar-calendar rejects lunar ${aText}`);
    } else {
      const s2 = klc.getSolarCalendar();
      if (s2.year !== year || s2.month !== month || s2.day !== day) {
        fail(`${iso}: korean-lunar-calendar setLunarDate(${aText}) = ${s2.year}-${s2.month}-${s2.day}`);
      }
    }
    // Derive months: a month starts where the lunar day is 1; otherwise the day must continue the current month.
    const cur = months[months.length - 1];
    if (a.day === 1) {
      if (cur) {
        cur.length = jdn - cur.start;
        if (cur.length !== prevDay || (cur.length !== 29 && cur.length !== 30)) {
          fail(`${iso}: month ${cur.year}-${cur.month} ended after day ${prevDay}, span ${cur.length}`);
        }
      }
      months.push({ year: a.year, month: a.month, leap: a.isLeapMonth, start: jdn, length: null });
    } else if (
      !cur ||
      cur.year !== a.year ||
      cur.month !== a.month ||
      cur.leap !== a.isLeapMonth ||
      a.day !== prevDay + 1
    ) {
      fail(`${iso}: lunar ${aText} does not continue the previous day`);
    }
    prevDay = a.day;
  }
  return { months, daysWalked, lastMonthDaysSeen: prevDay, disagreements };
}

// ---------------------------------------------------------------------------
// Astronomy

export interface AstronomicalEvents {
  /** New moon instants, astronomy-engine `ut` (days since J2000, UT). */
  newMoons: number[];
  /** Principal solar terms (중기): instants and the sun's apparent ecliptic longitude (multiple of 30°). */
  terms: { ut: number; longitude: number }[];
}

function utOf(d: Date): number {
  return Astronomy.MakeTime(d).ut;
}

/**
 * New moons and principal terms from 1899-10 to 2102-03: wide enough to hold
 * the month 11 of every solar year 1899 … 2101, which bounds lunar years 1900 … 2100.
 */
export function computeAstronomicalEvents(): AstronomicalEvents {
  const from = utOf(new Date(Date.UTC(1899, 9, 1)));
  const to = utOf(new Date(Date.UTC(2102, 2, 1)));
  const newMoons: number[] = [];
  let t = from;
  for (;;) {
    const found = Astronomy.SearchMoonPhase(0, t, 40);
    if (!found) throw new Error(`no new moon within 40 days after ut ${t}`);
    if (found.ut > to) break;
    newMoons.push(found.ut);
    // Lunations are > 29 days, so searching from 20 days later finds the next one, never the same one.
    t = found.ut + 20;
  }
  const terms: { ut: number; longitude: number }[] = [];
  let longitude = Math.ceil(Astronomy.SunPosition(from).elon / 30) * 30;
  t = from;
  for (;;) {
    longitude %= 360;
    const found = Astronomy.SearchSunLongitude(longitude, t, 40);
    if (!found) throw new Error(`sun longitude ${longitude} not reached within 40 days after ut ${t}`);
    if (found.ut > to) break;
    terms.push({ ut: found.ut, longitude });
    t = found.ut + 25; // principal terms are ≥ 29 days apart
    longitude += 30;
  }
  return { newMoons, terms };
}

/** Offset of the civil time used to date an event, in minutes east of UTC, as a function of the event's `ut`. */
export type OffsetModel = (ut: number) => number;

export const fixedOffset =
  (minutes: number): OffsetModel =>
  () =>
    minutes;

/** JDN of the civil day containing the instant `ut` in a zone `offsetMinutes` east of UTC. */
function civilDay(ut: number, offsetMinutes: number): number {
  // ut + 0.5 counts days from midnight UT of 2000-01-01 (JDN 2451545).
  return J2000_JD + Math.floor(ut + 0.5 + offsetMinutes / 1440);
}

function firstIndexAtOrAfter(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Applies the Korean (時憲曆) month rules to the events:
 * - a month starts on the civil day of a new moon;
 * - the month containing the winter solstice (270°) is month 11;
 * - if 13 months separate two consecutive month-11 starts, the first month
 *   after the first month 11 that contains no principal term is the leap month
 *   and repeats the number of the month before it;
 * - month 1 begins the lunar year.
 * Returns months of lunar years 1899 (from its month 11) … 2101 (up to its month 10).
 */
export function buildAstronomicalMonths(ev: AstronomicalEvents, offset: OffsetModel): LunarMonthRecord[] {
  const moonDays = ev.newMoons.map((ut) => civilDay(ut, offset(ut)));
  const termDays = ev.terms.map((x) => civilDay(x.ut, offset(x.ut)));
  // Offsets may differ between events (civil-time model), so sort defensively before binary searching.
  const sortedTermDays = [...termDays].sort((p, q) => p - q);
  const solsticeDays = ev.terms.flatMap((x, i) => (x.longitude === 270 ? [termDays[i] as number] : []));
  const monthHasTerm = (i: number): boolean => {
    const start = moonDays[i] as number;
    const end = moonDays[i + 1] as number;
    const k = firstIndexAtOrAfter(sortedTermDays, start);
    return k < sortedTermDays.length && (sortedTermDays[k] as number) < end;
  };
  // Index of the new moon starting the month that contains each winter solstice.
  const month11 = solsticeDays.map((d) => {
    const i = firstIndexAtOrAfter(moonDays, d + 1) - 1;
    if (i < 0 || i + 1 >= moonDays.length) throw new Error(`solstice ${dayNumberToIso(d)} outside the new-moon range`);
    return i;
  });
  const months: LunarMonthRecord[] = [];
  for (let k = 0; k + 1 < month11.length; k++) {
    const a = month11[k] as number;
    const b = month11[k + 1] as number;
    const count = b - a;
    if (count !== 12 && count !== 13) throw new Error(`${count} months between month-11 starts at ${dayNumberToIso(moonDays[a] as number)}`);
    const solsticeYear = dayNumberToSolarParts(solsticeDays[k] as number).year;
    let number = 11;
    let leapUsed = count === 12;
    let yearTurned = false;
    for (let i = a; i < b; i++) {
      let leap = false;
      if (i > a) {
        if (!leapUsed && !monthHasTerm(i)) {
          leap = true;
          leapUsed = true;
        } else {
          number = (number % 12) + 1;
          if (number === 1) yearTurned = true;
        }
      }
      const start = moonDays[i] as number;
      months.push({
        year: yearTurned ? solsticeYear + 1 : solsticeYear,
        month: number,
        leap,
        start,
        length: (moonDays[i + 1] as number) - start,
      });
    }
    if (!leapUsed) throw new Error(`13-month interval from ${dayNumberToIso(moonDays[a] as number)} has no month without a principal term`);
  }
  return months;
}

const monthLabel = (m: { year: number; month: number; leap: boolean }): string =>
  `${m.year}-${String(m.month).padStart(2, '0')}${m.leap ? ' (leap)' : ''}`;

export interface Comparison {
  monthsCompared: number;
  lengthsCompared: number;
  mismatches: string[];
}

/**
 * Compares astronomical months with oracle months whose start lies in [from, to]:
 * same start days, same year/month/leap labels and same lengths (where the oracle knows the length).
 */
export function compareMonths(
  oracle: LunarMonthRecord[],
  astro: LunarMonthRecord[],
  from: number,
  to: number,
  names: readonly [string, string] = ['KASI', 'astronomy'],
): Comparison {
  const [on, an] = names;
  const byStart = new Map(astro.map((m) => [m.start, m]));
  const oracleStarts = new Set(oracle.map((m) => m.start));
  const mismatches: string[] = [];
  let monthsCompared = 0;
  let lengthsCompared = 0;
  for (const o of oracle) {
    if (o.start < from || o.start > to) continue;
    monthsCompared++;
    const a = byStart.get(o.start);
    if (!a) {
      mismatches.push(`${on} ${monthLabel(o)} starts ${dayNumberToIso(o.start)}; ${an} has no month starting that day`);
      continue;
    }
    if (a.year !== o.year || a.month !== o.month || a.leap !== o.leap) {
      mismatches.push(`${dayNumberToIso(o.start)}: ${on} ${monthLabel(o)}, ${an} ${monthLabel(a)}`);
    }
    if (o.length !== null) {
      lengthsCompared++;
      if (a.length !== o.length) mismatches.push(`${monthLabel(o)}: ${on} ${o.length} days, ${an} ${a.length}`);
    }
  }
  for (const a of astro) {
    if (a.start >= from && a.start <= to && !oracleStarts.has(a.start)) {
      mismatches.push(`${an} starts ${monthLabel(a)} on ${dayNumberToIso(a.start)}, not a ${on} month start`);
    }
  }
  return { monthsCompared, lengthsCompared, mismatches };
}

// ---------------------------------------------------------------------------
// Table assembly

function packageVersion(name: string): string {
  const url = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  const pkg = JSON.parse(readFileSync(url, 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new Error(`no version in ${name}/package.json`);
  return pkg.version;
}

function assembleYears(months: LunarMonthRecord[]): CalendarYearRow[] {
  const rows: CalendarYearRow[] = [];
  let expectedStart: number | null = null;
  for (let year = FIRST_LUNAR_YEAR; year <= LAST_LUNAR_YEAR; year++) {
    const ms = months.filter((m) => m.year === year);
    const first = ms[0];
    if (!first || first.month !== 1 || first.leap) throw new Error(`lunar year ${year} does not start with month 1`);
    if (expectedStart !== null && first.start !== expectedStart) throw new Error(`lunar year ${year} is not contiguous with ${year - 1}`);
    const leaps = ms.filter((m) => m.leap);
    if (leaps.length > 1 || ms.length !== 12 + leaps.length) throw new Error(`lunar year ${year} has ${ms.length} months`);
    let expectedNumber = 1;
    let day = first.start;
    for (const m of ms) {
      if (m.start !== day) throw new Error(`${monthLabel(m)} is not contiguous`);
      if (m.length !== 29 && m.length !== 30) throw new Error(`${monthLabel(m)} has length ${m.length}`);
      if (m.leap) {
        if (m.month !== expectedNumber - 1) throw new Error(`${monthLabel(m)} does not follow its regular month`);
      } else if (m.month !== expectedNumber++) {
        throw new Error(`${monthLabel(m)} out of order`);
      }
      day += m.length;
    }
    expectedStart = day;
    rows.push({
      year,
      newYear: dayNumberToIso(first.start),
      leapMonth: leaps[0]?.month ?? 0,
      months: ms.map((m) => (m.length === 30 ? '1' : '0')).join(''),
    });
  }
  return rows;
}

/** One year per line so diffs and manual checks stay readable; key order is fixed, so output is byte-stable. */
export function serializeTable(t: CalendarTableFile): string {
  const head: Omit<CalendarTableFile, 'years'> = {
    id: t.id,
    version: t.version,
    description: t.description,
    firstLunarYear: t.firstLunarYear,
    lastLunarYear: t.lastLunarYear,
    provisionalFrom: t.provisionalFrom,
    firstSolar: t.firstSolar,
    lastSolar: t.lastSolar,
    kasiUntilSolar: t.kasiUntilSolar,
    sources: t.sources,
  };
  const lines = Object.entries(head).map(([k, v]) => {
    if (k === 'sources') {
      const items = t.sources.map(
        (s) =>
          `    ${JSON.stringify({ name: s.name, version: s.version, license: s.license, role: s.role })}`,
      );
      return `  "sources": [\n${items.join(',\n')}\n  ]`;
    }
    return `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  const years = t.years.map(
    (y) =>
      `    ${JSON.stringify({ year: y.year, newYear: y.newYear, leapMonth: y.leapMonth, months: y.months })}`,
  );
  return `{\n${lines.join(',\n')},\n  "years": [\n${years.join(',\n')}\n  ]\n}\n`;
}

export interface BuildResult {
  table: CalendarTableFile;
  json: string;
  oracle: OracleResult;
  events: AstronomicalEvents;
  astroMonths: LunarMonthRecord[];
  verification: Comparison;
  /** Months of lunar years < PROVISIONAL_FROM whose data (wholly or partly) comes from astronomy. */
  astronomicalKasiGap: { label: string; start: string; length: number; oracleDaysSeen: number | null }[];
}

/**
 * Builds the table in memory. Throws if the oracles disagree, if the
 * astronomical method fails to reproduce KASI over the verification span, or
 * if any structural invariant fails.
 */
export function buildCalendarTable(): BuildResult {
  const oracle = readOracles();
  if (oracle.disagreements.length > 0) {
    throw new Error(`oracles disagree:\n${oracle.disagreements.join('\n')}`);
  }
  const events = computeAstronomicalEvents();
  const astroMonths = buildAstronomicalMonths(events, fixedOffset(KST_OFFSET_MINUTES));
  const verification = compareMonths(oracle.months, astroMonths, VERIFY_FROM_JDN, LAST_ORACLE_JDN);
  if (verification.mismatches.length > 0) {
    throw new Error(`astronomical method does not reproduce KASI:\n${verification.mismatches.join('\n')}`);
  }
  // The last oracle month is open-ended; from its start on, months come from astronomy.
  const lastOracle = oracle.months[oracle.months.length - 1];
  if (!lastOracle || lastOracle.length !== null) throw new Error('expected the last oracle month to be open');
  const seam = astroMonths.find((m) => m.start === lastOracle.start);
  if (!seam || seam.length === null || seam.length < oracle.lastMonthDaysSeen) {
    throw new Error('astronomy does not continue the last oracle month consistently');
  }
  const months = [
    ...oracle.months.filter((m) => m.start < lastOracle.start),
    ...astroMonths.filter((m) => m.start >= lastOracle.start),
  ];
  const years = assembleYears(months);
  const tableMonths = months.filter((m) => m.year >= FIRST_LUNAR_YEAR && m.year <= LAST_LUNAR_YEAR);
  const lastMonth = tableMonths[tableMonths.length - 1];
  if (!lastMonth || lastMonth.length === null) throw new Error('table has no last month');
  const astronomicalKasiGap = tableMonths
    .filter((m) => m.start >= lastOracle.start && m.year < PROVISIONAL_FROM)
    .map((m) => ({
      label: monthLabel(m),
      start: dayNumberToIso(m.start),
      length: m.length as number,
      oracleDaysSeen: m.start === lastOracle.start ? oracle.lastMonthDaysSeen : null,
    }));

  const sources: CalendarSourceInfo[] = [
    {
      name: 'korean-lunar-calendar',
      version: packageVersion('korean-lunar-calendar'),
      license: 'MIT',
      role: `KASI calendar, solar ${dayNumberToIso(FIRST_SOLAR_JDN)} … ${dayNumberToIso(LAST_ORACLE_JDN)}: every day cross-checked in both directions`,
    },
    {
      name: 'kor-lunar',
      version: packageVersion('kor-lunar'),
      license: 'MIT',
      role: `KASI calendar, solar ${dayNumberToIso(FIRST_SOLAR_JDN)} … ${dayNumberToIso(LAST_ORACLE_JDN)}: month list derived from it, every day cross-checked in both directions`,
    },
    {
      name: 'astronomy-engine',
      version: packageVersion('astronomy-engine'),
      license: 'MIT',
      role: `new moons and principal solar terms dated in UTC+9, for solar days after ${dayNumberToIso(LAST_ORACLE_JDN)}; verified to reproduce KASI for months starting ${dayNumberToIso(VERIFY_FROM_JDN)} … ${dayNumberToIso(LAST_ORACLE_JDN)}`,
    },
  ];
  const table: CalendarTableFile = {
    id: TABLE_ID,
    version: TABLE_VERSION,
    description: `Korean lunisolar calendar (음력), lunar years ${FIRST_LUNAR_YEAR}-${LAST_LUNAR_YEAR}. KASI data up to solar ${dayNumberToIso(LAST_ORACLE_JDN)}, astronomical computation after it; lunar years from ${PROVISIONAL_FROM} are provisional.`,
    firstLunarYear: FIRST_LUNAR_YEAR,
    lastLunarYear: LAST_LUNAR_YEAR,
    provisionalFrom: PROVISIONAL_FROM,
    firstSolar: dayNumberToIso(FIRST_SOLAR_JDN),
    lastSolar: dayNumberToIso(lastMonth.start + lastMonth.length - 1),
    kasiUntilSolar: dayNumberToIso(LAST_ORACLE_JDN),
    sources,
    years,
  };
  return {
    table,
    json: serializeTable(table),
    oracle,
    events,
    astroMonths,
    verification,
    astronomicalKasiGap,
  };
}

// ---------------------------------------------------------------------------
// Diagnostics for the report (not needed to build the table)

/**
 * Civil time of Seoul from the IANA time-zone database bundled with Node's ICU
 * (local mean time 8:27:52 before 1908, UTC+8:30 in 1908–1911 and 1954–1961,
 * summer time in several years). Used only to test whether KASI follows civil
 * time or the fixed 135°E meridian.
 */
function seoulCivilOffset(): OffsetModel {
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', timeZoneName: 'longOffset' });
  return (ut) => {
    const date = new Date(Math.round((ut + J2000_JD - 2440587.5) * 86400000));
    const name = fmt.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const m = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
    if (!m) throw new Error(`unexpected offset name ${name}`);
    const minutes = Number(m[2]) * 60 + Number(m[3]) + Number(m[4] ?? 0) / 60;
    return m[1] === '-' ? -minutes : minutes;
  };
}

interface CriticalEvent {
  event: string;
  /** Minutes between the event and the nearest KST midnight. */
  marginMinutes: number;
  /** Whether the event is just before (true) or just after midnight. */
  beforeMidnight: boolean;
  /** Months of the table (in the window) that change if the event fell on the other side of that midnight. */
  affected: string[];
}

function kstTimestamp(ut: number): string {
  const ms = Math.round((ut + J2000_JD - 2440587.5) * 86400000) + KST_OFFSET_MINUTES * 60000;
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} KST`;
}

/**
 * Events (new moons, principal terms) within `limitMinutes` of a KST midnight
 * that decide a month in [from, to]: each is moved alone to the other side of
 * midnight and the months are rebuilt. These are the months that an error in
 * the ephemeris or in ΔT of about that size would change.
 */
const monthKey = (m: LunarMonthRecord): string => `${m.year}/${m.month}/${m.leap}/${m.start}/${m.length}`;

function criticalEvents(ev: AstronomicalEvents, base: LunarMonthRecord[], from: number, to: number, limitMinutes: number): CriticalEvent[] {
  const inWindow = (ms: LunarMonthRecord[]): LunarMonthRecord[] => ms.filter((m) => m.start >= from && m.start <= to);
  const baseWindow = inWindow(base);
  const candidates = [
    ...ev.newMoons.map((ut) => ({ ut, name: 'new moon' })),
    ...ev.terms.map((x) => ({ ut: x.ut, name: `principal term ${x.longitude}°` })),
  ].sort((p, q) => p.ut - q.ut);
  const out: CriticalEvent[] = [];
  for (const c of candidates) {
    const day = civilDay(c.ut, KST_OFFSET_MINUTES);
    if (day < from - 31 || day > to + 31) continue;
    // Minutes since the KST midnight that starts the event's day.
    const sinceMidnight = ((c.ut + 0.5 + KST_OFFSET_MINUTES / 1440) - Math.floor(c.ut + 0.5 + KST_OFFSET_MINUTES / 1440)) * 1440;
    const margin = Math.min(sinceMidnight, 1440 - sinceMidnight);
    if (margin >= limitMinutes) continue;
    // Move just this event across the nearest midnight (by margin + 30 s).
    const delta = sinceMidnight < 720 ? -(sinceMidnight + 0.5) : 1440 - sinceMidnight + 0.5;
    const moved = buildAstronomicalMonths(ev, (ut) => (ut === c.ut ? KST_OFFSET_MINUTES + delta : KST_OFFSET_MINUTES));
    const movedKeys = new Set(inWindow(moved).map(monthKey));
    const affected = baseWindow
      .filter((m) => !movedKeys.has(monthKey(m)))
      .map((m) => `${monthLabel(m)} ${dayNumberToIso(m.start)}+${m.length}d`);
    if (affected.length > 0) {
      out.push({ event: `${c.name} ${kstTimestamp(c.ut)}`, marginMinutes: margin, beforeMidnight: sinceMidnight >= 720, affected });
    }
  }
  return out;
}

/** Events closer than this to a KST midnight are listed in the report. */
const CRITICAL_MINUTES = 10;

function renderReport(r: BuildResult, jsonBytes: number): string {
  const t = r.table;
  const totalMonths = t.years.reduce((n, y) => n + y.months.length, 0);
  const leapYears = t.years.filter((y) => y.leapMonth > 0).length;
  const lastParts = t.lastSolar.split('-').map(Number) as [number, number, number];
  const totalDays = solarPartsToDayNumber(...lastParts) - FIRST_SOLAR_JDN + 1;

  // Time-zone diagnostics: which way of dating the events reproduces KASI in each span.
  const spans = [
    { name: `${t.firstSolar} … ${dayNumberToIso(VERIFY_FROM_JDN - 1)}`, from: FIRST_SOLAR_JDN, to: VERIFY_FROM_JDN - 1 },
    { name: `${dayNumberToIso(VERIFY_FROM_JDN)} … ${t.kasiUntilSolar}`, from: VERIFY_FROM_JDN, to: LAST_ORACLE_JDN },
  ] as const;
  const utc8until1912: OffsetModel = (ut) =>
    civilDay(ut, 480) < solarPartsToDayNumber(1912, 1, 1) ? 480 : KST_OFFSET_MINUTES;
  const models: { name: string; model: OffsetModel }[] = [
    { name: 'fixed UTC+9 (the method used for the table)', model: fixedOffset(540) },
    { name: 'fixed UTC+8:30', model: fixedOffset(510) },
    { name: 'fixed UTC+8', model: fixedOffset(480) },
    { name: 'Seoul civil time (tz database Asia/Seoul)', model: seoulCivilOffset() },
    { name: 'UTC+8 before 1912-01-01, UTC+9 from then', model: utc8until1912 },
  ];
  const zoneRows = models.map(({ name, model }) => {
    const ms = buildAstronomicalMonths(r.events, model);
    return { name, results: spans.map((sp) => compareMonths(r.oracle.months, ms, sp.from, sp.to)) };
  });
  const civilRow = zoneRows[3];
  // Every fixed offset from UTC+7 to UTC+10 in 1-minute steps: which ones reproduce KASI exactly in each span?
  const exactOffsets = spans.map((sp) => {
    const ok: number[] = [];
    for (let m = 420; m <= 600; m++) {
      const ms = buildAstronomicalMonths(r.events, fixedOffset(m));
      if (compareMonths(r.oracle.months, ms, sp.from, sp.to).mismatches.length === 0) ok.push(m);
    }
    return ok;
  });
  const hhmm = (m: number): string => `UTC+${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  const ranges = (xs: number[]): string => {
    if (xs.length === 0) return 'none';
    const parts: string[] = [];
    let lo = xs[0] as number;
    let prev = lo;
    for (const x of [...xs.slice(1), Number.NaN]) {
      if (x === prev + 1) {
        prev = x;
        continue;
      }
      parts.push(lo === prev ? hhmm(lo) : `${hhmm(lo)} … ${hhmm(prev)}`);
      lo = x;
      prev = x;
    }
    return parts.join(', ');
  };
  const kasiCritical = criticalEvents(r.events, r.astroMonths, VERIFY_FROM_JDN, LAST_ORACLE_JDN, CRITICAL_MINUTES);
  const provCritical = criticalEvents(r.events, r.astroMonths, LAST_ORACLE_JDN + 1, solarPartsToDayNumber(...lastParts), CRITICAL_MINUTES);
  const renderCritical = (xs: CriticalEvent[]): string =>
    xs.length === 0
      ? '- (none)'
      : xs
          .map(
            (x) =>
              `- ${x.event}, ${x.marginMinutes.toFixed(2)} min ${x.beforeMidnight ? 'before' : 'after'} midnight: decides ${x.affected.join(', ')}`,
          )
          .join('\n');
  const list = (xs: string[]): string => (xs.length === 0 ? '  - (none)' : xs.map((x) => `  - ${x}`).join('\n'));
  const leapList = t.years
    .filter((y) => y.year >= PROVISIONAL_FROM && y.leapMonth > 0)
    .map((y) => `${y.year}:${y.leapMonth}`)
    .join(', ');

  return `# Korean lunar calendar table — build report

Generated by \`scripts/build-calendar.ts\` (\`npm run build:calendar\`). The
report has no timestamps; re-running with the same packages gives the same text
(the time-zone diagnostic depends on the tz database bundled with Node:
tz ${process.versions.tz ?? 'unknown'}).

## Table

- lunar years ${t.firstLunarYear}–${t.lastLunarYear} (${t.years.length} years), ${totalMonths} months, ${leapYears} leap months
- solar ${t.firstSolar} … ${t.lastSolar} (${totalDays} days)
- \`data/calendar/korean-lunar.json\`: ${jsonBytes} bytes, version ${t.version}
- KASI data (oracles) for solar days up to ${t.kasiUntilSolar}; astronomy after that; lunar years ≥ ${t.provisionalFrom} are provisional

## KASI part: oracle cross-check

- solar days walked: ${r.oracle.daysWalked} (${t.firstSolar} … ${t.kasiUntilSolar})
- per day: kor-lunar toLunar = korean-lunar-calendar setSolarDate (year, month, day, leap);
  kor-lunar toSolar and korean-lunar-calendar setLunarDate map the lunar date back to the same
  solar day; kor-lunar's julianDay equals our JDN; lunar days run 1, 2, … within a month and
  every closed month has 29 or 30 days
- months derived: ${r.oracle.months.length} (the last one open)
- oracle disagreements: ${r.oracle.disagreements.length}

The oracles stop at solar ${t.kasiUntilSolar}, which is day ${r.oracle.lastMonthDaysSeen} of a lunar month, so
these months of lunar year ${PROVISIONAL_FROM - 1} come from the astronomical computation:
${list(r.astronomicalKasiGap.map((g) => `${g.label}: starts ${g.start}, ${g.length} days${g.oracleDaysSeen !== null ? ` (start and first ${g.oracleDaysSeen} days from KASI, which the astronomical month matches; the length from astronomy)` : ' (astronomy)'}`))}

## Astronomical method vs KASI

Method: astronomy-engine new moons (SearchMoonPhase 0°) and principal terms
(SearchSunLongitude, multiples of 30°), each dated by its civil day in UTC+9; a
month starts on the day of its new moon; the month containing the winter solstice
is month 11; with 13 months between consecutive months 11, the first month with no
principal term is the leap month.

- span: months starting ${dayNumberToIso(VERIFY_FROM_JDN)} … ${t.kasiUntilSolar}
- months compared (start day, year, number, leap flag): ${r.verification.monthsCompared}
- month lengths compared: ${r.verification.lengthsCompared} (the last month is open in the oracles)
- mismatches: ${r.verification.mismatches.length}

Events within ${CRITICAL_MINUTES} minutes of a KST midnight that decide a month in this span
(moving the event alone to the other side of midnight changes the listed months,
written as label, start, length; KASI agrees with the side astronomy-engine puts
each of them on):
${renderCritical(kasiCritical)}

### Time zone

Months reproduced when the same events are dated in other clocks (mismatch counts
as above; the table itself uses the oracles before 1912 and only needs UTC+9):

| dating of events | ${spans[0].name} (${zoneRows[0]?.results[0]?.monthsCompared} months) | ${spans[1].name} (${zoneRows[0]?.results[1]?.monthsCompared} months) |
| --- | --- | --- |
${zoneRows.map((z) => `| ${z.name} | ${z.results[0]?.mismatches.length} | ${z.results[1]?.mismatches.length} |`).join('\n')}

Fixed offsets (UTC+7:00 … UTC+10:00, 1-minute steps) that reproduce KASI exactly:
- ${spans[0].name}: ${ranges(exactOffsets[0] ?? [])}
- ${spans[1].name}: ${ranges(exactOffsets[1] ?? [])}

So from 1912 KASI dates new moons and principal terms on the 135°E meridian
(UTC+9) throughout, even in 1954-03-21 … 1961-08-09 when Korean civil time was
UTC+8:30 and in the summer-time periods; before 1912 its data follows UTC+8
(120°E). Seoul civil time is contradicted by KASI here:
${list(civilRow?.results[1]?.mismatches ?? [])}

## Provisional part (lunar years ${PROVISIONAL_FROM}–${LAST_LUNAR_YEAR})

- leap months: ${leapList}

These months rest on an extrapolated ΔT (astronomy-engine uses the Espenak–Meeus
polynomial) and on the ephemeris, so a month whose new moon or deciding principal
term lies within about a minute of midnight is uncertain; KASI may publish a
different day for them. Deciding events within ${CRITICAL_MINUTES} minutes of a KST midnight
(same notation as above):
${renderCritical(provCritical)}
`;
}

function main(): void {
  const started = performance.now();
  const result = buildCalendarTable();
  const outDir = new URL('../data/calendar/', import.meta.url);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(new URL('korean-lunar.json', outDir), result.json);
  const report = renderReport(result, Buffer.byteLength(result.json));
  writeFileSync(new URL('REPORT.md', outDir), report);
  process.stdout.write(report);
  process.stdout.write(`\n(built in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
