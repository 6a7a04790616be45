/**
 * The one reading of a `birth` a caller gives, in either of its two shapes:
 * the date alone, "1990-05-17" (the gwae's form in the interface
 * specification), or the object {date, time?, calendar?, leapMonth?,
 * longitude?} (the name analysis' form, which a 사주 needs). Every surface
 * (the gwae, the name analysis and recommender; HTTP, CLI, MCP and the
 * library) reads a birth through here, so that both shapes are taken
 * everywhere and a birth in neither is refused with an example of each.
 */
import { type ErrorText, type LibraryErrorCode, TojeongError } from '../errors.js';

/** A birth as an object: the name analysis' shape, taken by the gwae too (which reads its date, calendar and leapMonth). */
export type BirthObject = {
  /** YYYY-MM-DD, solar or (with calendar 'lunar') lunar. */
  date: string;
  /** HH:MM on the Korean civil clock; absent or null when the hour is unknown. */
  time?: string | null;
  /** Default 'solar'. */
  calendar?: 'solar' | 'lunar';
  /** Lunar only: the leap copy (윤달) of the month. */
  leapMonth?: boolean;
  /** East longitude in degrees, -180 … 180: the day and hour by the true solar time (진태양시) there. */
  longitude?: number;
};

/** A birth in either shape: "1990-05-17" or { date: '1990-05-17', time: '14:20' }. */
export type BirthValue = string | BirthObject;

/** What a wrong birth is told, in both languages: an example of each shape. */
export const BIRTH_SHAPES: ErrorText = {
  en: 'birth must be "1990-05-17" or {"date": "1990-05-17", "time": "14:20"}',
  ko: 'birth에는 "1990-05-17"처럼 날짜를, 또는 {"date": "1990-05-17", "time": "14:20"}처럼 객체를 주세요',
};

/**
 * A birth in its object shape: the date alone becomes { date }. Anything else
 * (a number, an array, an object without a date string) is refused with `code`
 * (BAD_BIRTH for the gwae, as the specification has it; BAD_INPUT for the
 * name analysis) and the example of each shape. The fields' values are checked
 * by whoever reads them (the calendar, the 사주).
 */
export function birthObjectOf(birth: BirthValue, code: LibraryErrorCode = 'BAD_BIRTH'): BirthObject {
  // Only the two codes a birth is refused with; anything else given is read as the default.
  if (code !== 'BAD_INPUT') code = 'BAD_BIRTH';
  if (typeof birth === 'string') return { date: birth };
  if (typeof birth === 'object' && birth !== null && !Array.isArray(birth) && typeof (birth as { date?: unknown }).date === 'string') return birth;
  let got: string;
  try {
    got = JSON.stringify(birth) ?? String(birth);
  } catch {
    got = typeof birth;
  }
  throw new TojeongError(code, { en: `${BIRTH_SHAPES.en}; got ${got}`, ko: `${BIRTH_SHAPES.ko}. 받은 값: ${got}` });
}
