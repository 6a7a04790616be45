/**
 * The chain behind the solar term table (issue 34), link by link: ERFA's
 * instants in Terrestrial Time against a second method that shares nothing with
 * them; ΔT against the IERS's published values and the USNO's table; the
 * civil instants against what KASI and 중앙관상대 published to the second.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { earthRotationAt, espenakMeeusDeltaT, readIersDays, ttToUtcMs } from '../../scripts/calendar/deltaT.js';
import { readTermsTT, solarTermInstants } from '../../scripts/calendar/solarTermEvents.js';
import { sunLongitudeInstant } from '../../scripts/calendar/sunLongitude.js';

const mjdOf = (iso: string): number => Date.parse(`${iso}Z`) / 86400000 + 40587;

test('ERFA\'s instants (IAU 2006/2000A, eraEpv00) and the full VSOP87 series with the IAU 2006 precession agree within 2 s on every term of 1900-2100', () => {
  let largest = 0;
  let count = 0;
  for (const terms of readTermsTT().values()) {
    for (const term of terms) {
      const vsop = sunLongitudeInstant(term.longitude, term.ttJd + 0.01);
      const seconds = (vsop - term.ttJd) * 86400;
      largest = Math.max(largest, Math.abs(seconds));
      assert.ok(Math.abs(seconds) <= 2, `${term.year} ${term.longitude}°: ${seconds.toFixed(2)} s`);
      count++;
    }
  }
  assert.equal(count, 201 * 24);
  process.stdout.write(`# ERFA against VSOP87 + IAU 2006 precession, 4,824 terms: largest difference ${largest.toFixed(2)} s\n`);
});

test('ΔT: the IERS values where measured, the USNO table before, a stated forecast after, joined without a jump', () => {
  // ../shared/data/iers/README.md: 1962-01-01 34.00 s, 2008-01-01 65.46 s, 2026-01-01 69.11 s.
  assert.equal(earthRotationAt(mjdOf('1962-01-01T00:00')).deltaT.toFixed(2), '34.00');
  assert.equal(earthRotationAt(mjdOf('2008-01-01T00:00')).deltaT.toFixed(2), '65.46');
  assert.equal(earthRotationAt(mjdOf('2026-01-01T00:00')).deltaT.toFixed(2), '69.11');
  assert.equal(earthRotationAt(mjdOf('2026-01-01T00:00')).source, 'iers');
  // The USNO historic table: -2.7 s at 1900.0, 33.992 s at 1962.0 (half-yearly entries).
  const h1900 = earthRotationAt(mjdOf('1900-01-01T00:00'));
  assert.equal(h1900.source, 'usno-historic');
  assert.ok(Math.abs(h1900.deltaT - -2.7) < 0.01, `${h1900.deltaT}`);
  const beforeIers = earthRotationAt(mjdOf('1961-12-31T23:59'));
  assert.ok(Math.abs(beforeIers.deltaT - earthRotationAt(mjdOf('1962-01-01T00:00')).deltaT) < 0.05, 'no jump at 1962');
  const days = readIersDays();
  const last = days[days.length - 1]!;
  const forecast = earthRotationAt(last.mjd + 1e-6);
  assert.equal(forecast.source, 'forecast');
  assert.ok(Math.abs(forecast.deltaT - last.deltaT) < 1e-3, 'the forecast starts at the last measured value');
  const at2100 = earthRotationAt(mjdOf('2100-12-31T00:00')).deltaT;
  assert.equal(at2100.toFixed(1), (last.deltaT + espenakMeeusDeltaT(2100.99) - espenakMeeusDeltaT(2000 + (last.mjd - 51544.5) / 365.2425)).toFixed(1));
  process.stdout.write(`# ΔT forecast: ${last.deltaT.toFixed(2)} s at MJD ${last.mjd}, ${at2100.toFixed(1)} s at the end of 2100\n`);
});

test('UTC from TT across a leap second: UT1 - UTC is read on the instant\'s side of the step', () => {
  // 2016-12-31 23:59:60 UTC: UT1 - UTC went from -0.59 s to +0.41 s; ΔT did not jump.
  const before = earthRotationAt(mjdOf('2016-12-31T23:59'));
  const after = earthRotationAt(mjdOf('2017-01-01T00:01'));
  assert.ok(before.ut1MinusUtc < 0 && after.ut1MinusUtc > 0, `${before.ut1MinusUtc} ${after.ut1MinusUtc}`);
  assert.ok(Math.abs(after.deltaT - before.deltaT) < 0.01);
  // TT of 2017-01-01 00:10 UTC is UTC + 32.184 + 37 s; the conversion gives the UTC instant back to the millisecond.
  const utc = Date.parse('2017-01-01T00:10:00Z');
  const ttJd = (utc / 1000 + 32.184 + 37) / 86400 + 2440587.5;
  assert.ok(Math.abs(ttToUtcMs(ttJd) - utc) <= 1, `${ttToUtcMs(ttJd) - utc} ms`);
});

test('the precise instants against the published seconds: 입춘 2020 at 18:03:19 KST; 중앙관상대\'s 동지 1973 at 09:08:06.4 KST', () => {
  const kst = (text: string): number => Date.parse(`${text}+09:00`);
  const ipchun2020 = solarTermInstants(2020)[2]!;
  assert.ok(Math.abs(ipchun2020 - kst('2020-02-04T18:03:19')) <= 1000, `${(ipchun2020 - kst('2020-02-04T18:03:19')) / 1000} s`);
  const dongji1973 = solarTermInstants(1973)[23]!;
  const off = (dongji1973 - kst('1973-12-22T09:08:06.4')) / 1000;
  assert.ok(Math.abs(off) <= 30, `${off} s`);
  process.stdout.write(`# 동지 1973: the precise instant less 중앙관상대's: ${off.toFixed(1)} s\n`);
});
