/**
 * The second method for the solar terms, sharing nothing with the first
 * (scripts/calendar/erfaSolarTerms.py, ERFA's eraEpv00 and the IAU 2006/2000A
 * precession–nutation): the Sun's apparent geocentric ecliptic longitude of
 * date from
 *
 * - the full VSOP87B series of the Earth (Bretagnon and Francou 1988; 2,425
 *   terms, as the npm package astronomia carries them), heliocentric, on the
 *   ecliptic and dynamical equinox of J2000;
 * - the IAU 2006 ecliptic precession (Capitaine, Wallace and Chapront 2003, the
 *   P03 angles π_A, Π_A and p_A of the IERS Conventions 2010, eq. 5.40) carrying
 *   it to the ecliptic and mean equinox of date, by the rigorous rotation of
 *   Meeus, Astronomical Algorithms, eq. 21.5;
 * - the conversion of VSOP87's equinox to the FK5 system, −0.09033″ (Meeus 32.3);
 * - the nutation in longitude of the IAU 1980 theory (astronomia, Meeus ch. 22)
 *   and the annual aberration −20.4898″ / R (Meeus 25.10).
 *
 * Over 1900–2100 its instants of the terms agree with ERFA's to 1.4 s at
 * most; the test holds them within 2 s (test/calendar/solarTermsPrecise.test.ts).
 */
import { nutation, planetposition } from 'astronomia';
import vsop87Bearth from 'astronomia/data/vsop87Bearth';

const ARCSECOND = Math.PI / 180 / 3600;
const TURN = 2 * Math.PI;
const earth = new planetposition.Planet(vsop87Bearth);

/** Horner's rule for coefficients in arcseconds, lowest power first; radians. */
const poly = (t: number, coefficients: readonly number[]): number => coefficients.reduceRight((sum, c) => sum * t + c, 0) * ARCSECOND;

/** The Sun's apparent geocentric ecliptic longitude of date, radians in [0, 2π), at a Julian ephemeris day (TT). */
export function apparentSunLongitude(jde: number): number {
  const t = (jde - 2451545) / 36525;
  const p = earth.position2000(jde);
  const lambda0 = p.lon + Math.PI;
  const beta0 = -p.lat;
  // IAU 2006 (P03): inclination and node of the ecliptic of date on that of J2000, and the general precession in longitude.
  const eta = poly(t, [0, 46.998973, -0.0334926, -0.00012559, 0.000000113, -0.0000000022]);
  const node = poly(t, [629546.7936, -867.95758, 0.157992, -0.0005371, -0.00004797, 0.000000072]);
  const pA = poly(t, [0, 5028.796195, 1.1054348, 0.00007964, -0.000023857, -0.0000000383]);
  const a = Math.cos(eta) * Math.cos(beta0) * Math.sin(node - lambda0) - Math.sin(eta) * Math.sin(beta0);
  const b = Math.cos(beta0) * Math.cos(node - lambda0);
  const mean = pA + node - Math.atan2(a, b);
  const apparent = mean - 0.09033 * ARCSECOND + nutation.nutation(jde)[0] - (20.4898 * ARCSECOND) / p.range;
  return ((apparent % TURN) + TURN) % TURN;
}

/** The Julian ephemeris day (TT) near `guess` at which the apparent longitude is `degrees`. */
export function sunLongitudeInstant(degrees: number, guess: number): number {
  const target = (degrees * Math.PI) / 180;
  let jde = guess;
  for (let i = 0; i < 20; i++) {
    const off = ((((apparentSunLongitude(jde) - target + Math.PI) % TURN) + TURN) % TURN) - Math.PI;
    // The Sun moves ~2π per tropical year; Newton's step with that rate converges in a few steps.
    const step = off / (TURN / 365.2422);
    jde -= step;
    if (Math.abs(step) < 1e-9) return jde;
  }
  throw new Error(`the longitude ${degrees}° did not converge near JDE ${guess}`);
}
