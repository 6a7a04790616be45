/** What the loaded calendar table covers, and how the answers name it (`source.calendar`). */
import { dayNumberToSolarParts } from './dayNumber.js';
import { TABLE } from './table.js';
import type { SolarDate } from './types.js';

export const CALENDAR_TABLE: Readonly<{
  id: string;
  version: string;
  firstLunarYear: number;
  lastLunarYear: number;
  /** Lunar years from this one on are computed astronomically (provisional). */
  provisionalFromYear: number;
  firstSolar: SolarDate;
  lastSolar: SolarDate;
  /** Last solar date taken from KASI data; later dates are astronomical. */
  kasiUntilSolar: SolarDate;
}> = Object.freeze({
  id: TABLE.id,
  version: TABLE.version,
  firstLunarYear: TABLE.firstLunarYear,
  lastLunarYear: TABLE.lastLunarYear,
  provisionalFromYear: TABLE.provisionalFrom,
  firstSolar: Object.freeze(dayNumberToSolarParts(TABLE.firstJdn)),
  lastSolar: Object.freeze(dayNumberToSolarParts(TABLE.lastJdn)),
  kasiUntilSolar: Object.freeze(dayNumberToSolarParts(TABLE.kasiUntilJdn)),
});

/** `source.calendar`: the table, and which of its years are KASI's and which are computed. */
export const CALENDAR_SOURCE =
  `${CALENDAR_TABLE.id}@${CALENDAR_TABLE.version} (KASI for lunar years ${CALENDAR_TABLE.firstLunarYear}-${CALENDAR_TABLE.provisionalFromYear - 1}; ` +
  `${CALENDAR_TABLE.provisionalFromYear}-${CALENDAR_TABLE.lastLunarYear} computed astronomically, provisional)`;
