/**
 * The birth of the two name commands (`tojeong name`, `tojeong recommend`):
 * their options, how the help ties them to the request's `birth`, and the
 * `birth` they make — one place, so that the commands cannot spell it apart.
 */
import type { BirthInput } from '../name/index.js';
import type { FieldSpelling } from './contract.js';

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
  const [date = '', time] = values.birth.split('T');
  const birth: Record<string, unknown> = { date, calendar: values.lunar ? 'lunar' : 'solar' };
  if (time !== undefined) birth.time = time;
  if (values.leap) birth.leapMonth = true;
  // A number when it reads as one; otherwise the text, so the schema refuses it naming the field.
  if (values.longitude !== undefined) birth.longitude = values.longitude.trim() !== '' && Number.isFinite(Number(values.longitude)) ? Number(values.longitude) : values.longitude;
  return birth as BirthInput;
}
