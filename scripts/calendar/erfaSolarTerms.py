#!/usr/bin/python3
"""An independent computation of the solar terms, for checking the term table.

Run with Debian's Python and its python3-erfa package (ERFA, the open
derivative of the IAU's SOFA library): /usr/bin/python3 scripts/calendar/erfaSolarTerms.py
It writes packages/core/data/calendar/sources/solar-terms-tt.tsv, the input of
scripts/buildSolarTerms.ts (npm run build:terms): for every
term of 1900-2100, the instant in Terrestrial Time (TT, as a Julian date) at
which the Sun's apparent geocentric ecliptic longitude reaches the term's
multiple of 15 degrees, by the IAU's standard method:

- the Earth's barycentric and heliocentric position and velocity from
  eraEpv00 (a fit to the JPL DE405 ephemeris; 4.6 km / 1.6 m/s at most over
  1900-2100), the Sun's barycentric position at the time its light left it;
- stellar aberration from the Earth's barycentric velocity (eraAb);
- the IAU 2006 precession and IAU 2000A nutation (eraPnm06a, eraNut06a,
  eraObl06), from the GCRS to the true equator and equinox of date, then to
  the ecliptic of date by the true obliquity.

Only the TT instants are written: the conversion to civil time (delta T from
the IERS, scripts/calendar/deltaT.ts) is the TypeScript generator's. A test
(test/calendar/solarTermsPrecise.test.ts) checks every instant here against a
second method that shares nothing with this one: the full VSOP87 series with
the IAU 2006 ecliptic precession (scripts/calendar/sunLongitude.ts).
"""
import math
import os
import erfa
import numpy as np

AU_DAY_PER_C = erfa.DAYSEC / erfa.AULT  # the speed of light in AU per day

def apparent_longitude(tt1, tt2):
    pvh, pvb = erfa.epv00(tt1, tt2)
    earth_bary, earth_vel = pvb[0], pvb[1]
    sun_bary = pvb[0] - pvh[0]
    sun_vel = pvb[1] - pvh[1]
    # Light time: the Sun where its light left it (one iteration is plenty: the Sun's barycentric speed is ~13 m/s).
    p = sun_bary - earth_bary
    tau = np.linalg.norm(p) / AU_DAY_PER_C
    p = (sun_bary - sun_vel * tau) - earth_bary
    dist = np.linalg.norm(p)
    v = earth_vel / AU_DAY_PER_C
    bm1 = math.sqrt(1.0 - float(np.dot(v, v)))
    ppr = erfa.ab(p / dist, v, dist, bm1)
    # GCRS -> true equator and equinox of date -> true ecliptic of date.
    rbpn = erfa.pnm06a(tt1, tt2)
    x = rbpn @ ppr
    dpsi, deps = erfa.nut06a(tt1, tt2)
    eps = erfa.obl06(tt1, tt2) + deps
    y = x[1] * math.cos(eps) + x[2] * math.sin(eps)
    return math.atan2(y, x[0]) % (2 * math.pi)

def term_tt(target_deg, guess_jd):
    target = math.radians(target_deg)
    t = guess_jd
    for _ in range(20):
        lon = apparent_longitude(2400000.5, t - 2400000.5)
        d = (lon - target + math.pi) % (2 * math.pi) - math.pi
        step = d / (2 * math.pi / 365.2422)
        t -= step
        if abs(step) < 1e-9:
            break
    return t

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, '..', '..', 'packages', 'core', 'data', 'calendar', 'sources', 'solar-terms-tt.tsv')
    os.makedirs(os.path.dirname(out), exist_ok=True)
    lines = [
        '# The solar terms of 1900-2100 computed by scripts/calendar/erfaSolarTerms.py with ERFA ' + erfa.__version__ +
        ' (pyerfa, Debian python3-erfa): eraEpv00, eraAb, IAU 2006/2000A precession-nutation. Terrestrial Time Julian dates.',
        'year\tindex\tlongitude\ttt_jd',
    ]
    for year in range(1900, 2101):
        jd0 = erfa.cal2jd(year, 1, 1)
        start = jd0[0] + jd0[1]
        for i in range(24):
            lon = (285 + 15 * i) % 360
            # The mean Sun passes 285 degrees near 5 January; each term ~15.2 days later.
            guess = start + 5.0 + i * 365.2422 / 24
            tt = term_tt(lon, guess)
            lines.append(f'{year}\t{i}\t{lon}\t{tt:.8f}')
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    print(f'wrote {out}: {len(lines) - 2} terms')

if __name__ == '__main__':
    main()
