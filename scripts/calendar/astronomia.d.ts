/**
 * The parts of the npm package astronomia (MIT; no types of its own) that the
 * solar-term scripts use: the full VSOP87 series of the Earth, the IAU 1980
 * nutation, and the USNO historic ΔT table.
 */
declare module 'astronomia' {
  interface Vsop87Position {
    /** Heliocentric ecliptic longitude, radians. */
    lon: number;
    /** Heliocentric ecliptic latitude, radians. */
    lat: number;
    /** Heliocentric distance, AU. */
    range: number;
  }
  export const planetposition: {
    Planet: new (series: object) => { position2000(jde: number): Vsop87Position };
  };
  export const nutation: {
    /** [Δψ, Δε] in radians at a Julian ephemeris day. */
    nutation(jde: number): [number, number];
  };
}
declare module 'astronomia/data/vsop87Bearth' {
  const series: object;
  export default series;
}
declare module 'astronomia/data/deltat' {
  const data: { historic: { table: number[]; first: number; last: number } };
  export default data;
}
