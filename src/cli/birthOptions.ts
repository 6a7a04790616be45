/**
 * The birth of the commands that take one (`tojeong gwae`, `tojeong name`,
 * `tojeong recommend`): their options, how the help ties them to the
 * request's `birth`, and the `birth` they make — one place, so that the
 * commands cannot spell it apart. A birth is written as the API takes it, in
 * either shape: the date (`1990-05-17`), the date with the time
 * (`1990-05-17T14:20`, the object {date, time}), or the object in JSON.
 */
import type { BirthInput, BirthValue } from '../name/index.js';
import type { FieldSpelling } from './contract.js';
import { UsageError } from './usage.js';

/** How BIRTH and --birth are written, for the help. */
export const BIRTH_TEXT_FORMS = `DATE, DATE THH:MM or the JSON object, e.g. 1990-05-17, 1990-05-17T14:20 or '{"date": "1990-05-17", "time": "14:20"}'`;

/**
 * A birth as the command line writes it, in the request's shape: the date
 * alone stays the string (the specification's form for the gwae), a date with
 * THH:MM is {date, time}, text starting with `{` is read as the JSON object.
 * The values are checked by the request's schema, as over HTTP.
 */
export function birthValueOf(text: string): BirthValue {
  if (text.trimStart().startsWith('{')) {
    try {
      return JSON.parse(text) as BirthValue;
    } catch {
      throw new UsageError(`birth is not JSON: ${text}; write it as ${BIRTH_TEXT_FORMS.replace(/^DATE, DATE THH:MM or the JSON object, e\.g\. /, '')}`);
    }
  }
  const [date = '', time] = text.split('T');
  return time === undefined ? date : { date, time };
}

export const BIRTH_OPTIONS = {
  birth: { type: 'string' },
  lunar: { type: 'boolean' },
  leap: { type: 'boolean' },
  longitude: { type: 'string' },
} as const;

export const BIRTH_SPELLINGS: readonly FieldSpelling[] = [
  { spelling: '--birth DATE[THH:MM]', field: 'birth' },
  { spelling: '--lunar', field: 'birth', sets: 'birth.calendar lunar' },
  { spelling: '--leap', field: 'birth', sets: 'birth.leapMonth true' },
  { spelling: '--longitude DEG', field: 'birth', sets: 'birth.longitude' },
];

/** `--birth 2026-03-01T09:30` (or a date alone when the hour is unknown), `--lunar`, `--leap`, `--longitude`: the request's `birth`. */
export function birthOf(values: { birth?: string; lunar?: boolean; leap?: boolean; longitude?: string }): BirthInput | undefined {
  if (values.birth === undefined) return undefined;
  const value = birthValueOf(values.birth);
  // The flags add to the object as its fields; a JSON object keeps the calendar it names unless --lunar is given.
  const birth: Record<string, unknown> = typeof value === 'string' ? { date: value } : { ...value };
  if (values.lunar) birth.calendar = 'lunar';
  else birth.calendar ??= 'solar';
  if (values.leap) birth.leapMonth = true;
  // A number when it reads as one; otherwise the text, so the schema refuses it naming the field.
  if (values.longitude !== undefined) birth.longitude = values.longitude.trim() !== '' && Number.isFinite(Number(values.longitude)) ? Number(values.longitude) : values.longitude;
  return birth as BirthInput;
}
