/**
 * ΔT = TT − UT1 and UT1 − UTC over 1900–2100, for turning the solar terms'
 * Terrestrial Time into civil time, from three named sources:
 *
 * - 1962-01-01 … the last day measured (2026-08-21): the IERS EOP 20 C04 series
 *   (IERS Earth Orientation Centre), daily, with ΔT = 32.184 s + (TAI − UTC) −
 *   (UT1 − UTC), as ../shared/data/iers/eopc04-ut1-utc.tsv carries it;
 *   linear between days (ΔT is smooth; UT1 − UTC jumps at leap seconds, so it
 *   is taken from the day the instant falls on, at the instant's fraction).
 * - before 1962: the USNO's table of historic ΔT values (maia.usno.navy.mil
 *   ser7/historic_deltat.data, half-yearly 1657–1984.5), as the npm package
 *   astronomia carries it (data/deltat.js, `historic`); linear between entries.
 *   UT1 stands for UTC, which did not exist (civil time was mean solar time).
 * - after the last measurement: a forecast, the last measured ΔT plus the growth
 *   that Espenak and Meeus's polynomials (NASA, 2006: "Polynomial expressions
 *   for Delta T") give from that day; UT1 − UTC taken as 0 (leap seconds keep it
 *   within 0.9 s). ΔT cannot be measured ahead: by 2100 the forecast may be off
 *   by a minute or more, and so may the minutes of the terms.
 */
import { readFileSync } from 'node:fs';
import deltatData from 'astronomia/data/deltat';

const IERS_FILE = new URL('../../../shared/data/iers/eopc04-ut1-utc.tsv', import.meta.url);
/** Modified Julian Date of the Unix epoch. */
const UNIX_EPOCH_MJD = 40587;
const DAY_MS = 86400000;

export interface IersDay {
  mjd: number;
  ut1MinusUtc: number;
  deltaT: number;
}

let iersDays: IersDay[] | null = null;

/** The IERS days of the shared snapshot, in order (read once). */
export function readIersDays(): IersDay[] {
  if (iersDays) return iersDays;
  const days: IersDay[] = [];
  for (const line of readFileSync(IERS_FILE, 'utf8').split('\n')) {
    if (!/^\d{4}\t/.test(line)) continue;
    const cells = line.split('\t');
    days.push({ mjd: Number(cells[3]), ut1MinusUtc: Number(cells[4]), deltaT: Number(cells[6]) });
  }
  if (days.length < 20000) throw new Error(`${IERS_FILE.pathname}: ${days.length} days, expected the daily series from 1962`);
  for (let i = 1; i < days.length; i++) {
    if (days[i]!.mjd !== days[i - 1]!.mjd + 1) throw new Error(`${IERS_FILE.pathname}: MJD ${days[i]!.mjd} does not follow ${days[i - 1]!.mjd}`);
  }
  iersDays = days;
  return days;
}

const historic = (deltatData as { historic: { table: number[]; first: number; last: number } }).historic;

/** Decimal Gregorian year of an MJD (365.2425-day years from 2000.0 = MJD 51544.5), as the tables count years. */
const decimalYear = (mjd: number): number => 2000 + (mjd - 51544.5) / 365.2425;

/** The USNO historic table at a decimal year (half-yearly entries). */
function historicDeltaT(year: number): number {
  const x = (year - historic.first) * 2;
  const i = Math.floor(x);
  if (i < 0 || i + 1 >= historic.table.length) throw new Error(`no historic ΔT for ${year}`);
  return historic.table[i]! + (historic.table[i + 1]! - historic.table[i]!) * (x - i);
}

/** Espenak and Meeus (2006), the polynomials for 2005–2050 and 2050–2150, in seconds. */
export function espenakMeeusDeltaT(year: number): number {
  if (year < 2050) {
    const t = year - 2000;
    return 62.92 + 0.32217 * t + 0.005589 * t * t;
  }
  const u = (year - 1820) / 100;
  return -20 + 32 * u * u - 0.5628 * (2150 - year);
}

export type DeltaTSource = 'iers' | 'usno-historic' | 'forecast';

/** ΔT and UT1 − UTC, in seconds, at a UT instant given as an MJD, with the source that gave them. */
export function earthRotationAt(mjd: number): { deltaT: number; ut1MinusUtc: number; source: DeltaTSource } {
  const days = readIersDays();
  const first = days[0]!;
  const last = days[days.length - 1]!;
  if (mjd < first.mjd) return { deltaT: historicDeltaT(decimalYear(mjd)), ut1MinusUtc: 0, source: 'usno-historic' };
  if (mjd >= last.mjd) {
    const grown = espenakMeeusDeltaT(decimalYear(mjd)) - espenakMeeusDeltaT(decimalYear(last.mjd));
    return { deltaT: last.deltaT + grown, ut1MinusUtc: 0, source: 'forecast' };
  }
  const i = Math.floor(mjd) - first.mjd;
  const day = days[i]!;
  const next = days[i + 1]!;
  const f = mjd - day.mjd;
  // UT1 − UTC steps by a second at a leap second (at 0h UTC, a day boundary): both ends of one day lie on the same side of it.
  const stepped = Math.abs(next.ut1MinusUtc - day.ut1MinusUtc) > 0.5;
  const ut1MinusUtc = stepped ? day.ut1MinusUtc : day.ut1MinusUtc + (next.ut1MinusUtc - day.ut1MinusUtc) * f;
  return { deltaT: day.deltaT + (next.deltaT - day.deltaT) * f, ut1MinusUtc, source: 'iers' };
}

/**
 * Milliseconds since the Unix epoch (UTC) of an instant given in Terrestrial
 * Time as a Julian date: UT1 = TT − ΔT, UTC = UT1 − (UT1 − UTC).
 */
export function ttToUtcMs(ttJd: number): number {
  const ttMjd = ttJd - 2400000.5;
  // ΔT is evaluated at the UT instant; it changes by well under a millisecond over the ~70 s between TT and UT.
  let mjd = ttMjd;
  for (let k = 0; k < 2; k++) mjd = ttMjd - earthRotationAt(mjd).deltaT / 86400;
  const { deltaT, ut1MinusUtc } = earthRotationAt(mjd);
  const utcMjd = ttMjd - (deltaT + ut1MinusUtc) / 86400;
  return Math.round((utcMjd - UNIX_EPOCH_MJD) * DAY_MS);
}
