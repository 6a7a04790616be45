/**
 * The astronomical events a lunisolar month is built from: new moons and the
 * principal solar terms (중기), from astronomy-engine.
 */
import * as Astronomy from 'astronomy-engine';

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
