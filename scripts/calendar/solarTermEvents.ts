/**
 * The instants of the 24 solar terms (절기) from astronomy-engine: the moments
 * the Sun's apparent geocentric ecliptic longitude (of date) reaches a
 * multiple of 15°. astronomy-engine computes it from its truncated VSOP87
 * series for the Earth, corrected for light time (aberration), IAU 2006
 * precession and IAU 2000B nutation, and turns Terrestrial Time into UT with
 * the Espenak–Meeus (2006) ΔT polynomials (DeltaT_EspenakMeeus, its default;
 * an extrapolation after 2005), taking UT1 for UTC.
 */
import * as Astronomy from 'astronomy-engine';
import { utToEpochMs } from './civilTime.js';

/** Longitude of the first term of a Gregorian year, 소한 (小寒). */
const FIRST_LONGITUDE = 285;

/**
 * The 24 instants of `year`, 소한 (285°) first and 동지 (270°) last, each in
 * milliseconds since the Unix epoch (unrounded).
 */
export function solarTermInstants(year: number): number[] {
  let t = Astronomy.MakeTime(new Date(Date.UTC(year, 0, 1)));
  const instants: number[] = [];
  for (let i = 0; i < 24; i++) {
    const longitude = (FIRST_LONGITUDE + 15 * i) % 360;
    const found = Astronomy.SearchSunLongitude(longitude, t, 40);
    if (!found) throw new Error(`sun longitude ${longitude} not reached within 40 days after ${t.date.toISOString()}`);
    const ms = utToEpochMs(found.ut);
    if (new Date(ms).getUTCFullYear() !== year) throw new Error(`term ${longitude}° of ${year} falls in another year`);
    instants.push(ms);
    // Terms are at least 14 days apart, so searching 10 days on finds the next one, never the same one.
    t = found.AddDays(10);
  }
  return instants;
}
