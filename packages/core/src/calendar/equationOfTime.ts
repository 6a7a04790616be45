/**
 * The equation of time (apparent minus mean solar time), for 진태양시 (true
 * solar time). Formula: J. Meeus, "Astronomical Algorithms" (2nd ed., 1998),
 * chapter 28, eq. 28.3 (after W. M. Smart), with the Sun's mean longitude,
 * mean anomaly, the eccentricity of the Earth's orbit and the mean obliquity
 * from chapters 25 and 22. test/calendar/solarTerms.test.ts checks it against
 * astronomy-engine's apparent Sun.
 */

const DEG = Math.PI / 180;

/** Equation of time at the instant `t` (seconds since the Unix epoch), in seconds; positive when the true Sun is ahead of the mean Sun. */
export function equationOfTimeSeconds(t: number): number {
  // Julian centuries from J2000.0 (2000-01-01 12:00, Unix 946728000); UT for TT, a difference of a minute shifts the result by well under a second.
  const T = (t - 946728000) / (36525 * 86400);
  const L0 = (280.46646 + T * (36000.76983 + 0.0003032 * T)) * DEG;
  const M = (357.52911 + T * (35999.05029 - 0.0001537 * T)) * DEG;
  const e = 0.016708634 - T * (0.000042037 + 0.0000001267 * T);
  const epsilon = (23.439291111 - T * (0.013004167 + T * (0.00000016389 - 0.0000005036 * T))) * DEG;
  const y = Math.tan(epsilon / 2) ** 2;
  const radians =
    y * Math.sin(2 * L0) -
    2 * e * Math.sin(M) +
    4 * e * y * Math.sin(M) * Math.cos(2 * L0) -
    0.5 * y * y * Math.sin(4 * L0) -
    1.25 * e * e * Math.sin(2 * M);
  // One radian of hour angle is 86400 / (2π) seconds.
  return (radians * 86400) / (2 * Math.PI);
}
