/**
 * Dating astronomical instants on civil days. astronomy-engine counts time as
 * `ut`, days since the J2000 epoch (2000-01-01 12:00 UT); a lunar month starts
 * on the civil day of its new moon, so every instant is turned into the day
 * number (JDN) of a clock some minutes east of UTC.
 */

/** Korea Standard Time, UTC+9, in minutes. */
export const KST_OFFSET_MINUTES = 540;
/** Julian Date of the J2000 epoch; astronomy-engine's `ut` counts days from it. */
const J2000_JD = 2451545.0;
/** Julian Date of the Unix epoch (1970-01-01 00:00 UT). */
const UNIX_EPOCH_JD = 2440587.5;

/** Offset of the civil time used to date an event, in minutes east of UTC, as a function of the event's `ut`. */
export type OffsetModel = (ut: number) => number;

export const fixedOffset =
  (minutes: number): OffsetModel =>
  () =>
    minutes;

/** Milliseconds since the Unix epoch of the instant `ut`, rounded to the millisecond. */
export function utToEpochMs(ut: number): number {
  return Math.round((ut + J2000_JD - UNIX_EPOCH_JD) * 86400000);
}

/**
 * Days since the midnight that starts 2000-01-01 (JDN 2451545) in a zone
 * `offsetMinutes` east of UTC: the integer part counts civil days, the
 * fraction is the time of day.
 */
export function civilDayCount(ut: number, offsetMinutes: number): number {
  // ut counts from noon UT, so ut + 0.5 counts from midnight UT.
  return ut + 0.5 + offsetMinutes / 1440;
}

/** JDN of the civil day containing the instant `ut` in a zone `offsetMinutes` east of UTC. */
export function civilDay(ut: number, offsetMinutes: number): number {
  return J2000_JD + Math.floor(civilDayCount(ut, offsetMinutes));
}

/** "YYYY-MM-DD hh:mm:ss KST": how the report names an event's instant. */
export function kstTimestamp(ut: number): string {
  const ms = utToEpochMs(ut) + KST_OFFSET_MINUTES * 60000;
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} KST`;
}

/**
 * Offset of Seoul's civil time from UTC at the instant `epochMs`, in seconds,
 * from the IANA time-zone database bundled with Node's ICU (zone Asia/Seoul:
 * local mean time 8:27:52 before 1908-04-01, UTC+8:30 in 1908–1911 and
 * 1954–1961, summer time in several years).
 */
const seoulOffsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', timeZoneName: 'longOffset' });
export function seoulOffsetSeconds(epochMs: number): number {
  const name = seoulOffsetFormat.formatToParts(new Date(epochMs)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  if (name === 'GMT') return 0;
  const m = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!m) throw new Error(`unexpected offset name ${name}`);
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/** seoulOffsetSeconds as an OffsetModel (minutes, as a function of astronomy-engine's `ut`). */
export function seoulCivilOffset(): OffsetModel {
  return (ut) => seoulOffsetSeconds(utToEpochMs(ut)) / 60;
}
