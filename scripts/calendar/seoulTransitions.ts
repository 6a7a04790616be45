/**
 * The offsets of Korean civil time as a list of transitions, read from the
 * IANA time-zone database through Node's Intl (zone Asia/Seoul), so that the
 * run-time core carries them as data and needs no time-zone support itself.
 */
import { seoulOffsetSeconds } from './civilTime.js';

export interface SeoulOffsets {
  /** Offset in seconds east of UTC before the first transition (local mean time of Seoul). */
  initialOffsetSeconds: number;
  /** [instant in seconds since the Unix epoch, offset in seconds from then on], in time order. */
  transitions: [number, number][];
}

/** Six hours: no two changes of Seoul's offset are closer than that, so a scan at this step misses none. */
const SCAN_STEP_MS = 6 * 3600 * 1000;

/** Every change of Asia/Seoul's offset between two instants (ms since the Unix epoch), found to the second. */
export function seoulOffsetTransitions(fromMs: number, toMs: number): SeoulOffsets {
  const initialOffsetSeconds = seoulOffsetSeconds(fromMs);
  const transitions: [number, number][] = [];
  let before = initialOffsetSeconds;
  for (let t = fromMs; t < toMs; t += SCAN_STEP_MS) {
    const next = seoulOffsetSeconds(t + SCAN_STEP_MS);
    if (next === before) continue;
    // The change lies in (t, t + step]: bisect to the first second with the new offset.
    let lo = t / 1000;
    let hi = (t + SCAN_STEP_MS) / 1000;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (seoulOffsetSeconds(mid * 1000) === before) lo = mid;
      else hi = mid;
    }
    transitions.push([hi, next]);
    before = next;
  }
  return { initialOffsetSeconds, transitions };
}
