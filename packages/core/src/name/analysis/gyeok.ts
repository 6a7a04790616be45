/**
 * The grids of a name from its stroke counts.
 *
 * 五格 (熊崎 five grids, as taught by 五聖閣), with a virtual stroke of 1 for a
 * one-character surname (above it) and a one-character given name (below it):
 *   천격 heaven = surname strokes (+1 for a one-character surname)
 *   인격 person = last surname character + first given character
 *   지격 earth  = given strokes (+1 for a one-character given name)
 *   총격 total  = all real strokes (no virtual stroke)
 *   외격 outer  = 천격 + 지격 − 인격 (virtual strokes counted): a 1+1 name has 2
 *
 * 元亨利貞 four grids (surname taken as one unit):
 *   원 = given sum, 형 = surname + first given, 정 = total,
 *   이 = surname + last given; for a one-character given name 이 = the
 *   surname alone (金九 → 8), the school's choice (data/name/README.md): the
 *   open engines that state a rule for it use the surname's strokes.
 */
import { isArgsObject, libraryCallError } from '../../args.js';
export interface FiveGrids {
  heaven: number;
  person: number;
  earth: number;
  outer: number;
  total: number;
}

export interface FourGrids {
  won: number;
  hyeong: number;
  i: number;
  jeong: number;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * `fiveGrids({ surname: [10], given: [6, 12] })`; the positional `fiveGrids(surname, given)` keeps working (deprecated:
 * the object names its fields).
 */
export function fiveGrids(args: { surname: readonly number[]; given: readonly number[] }): FiveGrids;
/** @deprecated Positional form; use fiveGrids({ surname, given }). */
export function fiveGrids(surname: readonly number[], given: readonly number[]): FiveGrids;
export function fiveGrids(first: unknown, given?: unknown): FiveGrids {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return fiveGridsPositional(o.surname as readonly number[], o.given as readonly number[]);
  }
  return fiveGridsPositional(first as readonly number[], given as readonly number[]);
}

function fiveGridsPositional(surname: readonly number[], given: readonly number[]): FiveGrids {
  try {
    const heaven = sum(surname) + (surname.length === 1 ? 1 : 0);
    const person = surname[surname.length - 1]! + given[0]!;
    const earth = sum(given) + (given.length === 1 ? 1 : 0);
    return { heaven, person, earth, outer: heaven + earth - person, total: sum(surname) + sum(given) };
  } catch (error) {
    throw libraryCallError('fiveGrids', "fiveGrids({ surname: [10], given: [6, 12] })", error);
  }
}

/**
 * `fourGrids({ surname: [10], given: [6, 12] })`; the positional `fourGrids(surname, given)` keeps working (deprecated:
 * the object names its fields).
 */
export function fourGrids(args: { surname: readonly number[]; given: readonly number[] }): FourGrids;
/** @deprecated Positional form; use fourGrids({ surname, given }). */
export function fourGrids(surname: readonly number[], given: readonly number[]): FourGrids;
export function fourGrids(first: unknown, given?: unknown): FourGrids {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return fourGridsPositional(o.surname as readonly number[], o.given as readonly number[]);
  }
  return fourGridsPositional(first as readonly number[], given as readonly number[]);
}

function fourGridsPositional(surname: readonly number[], given: readonly number[]): FourGrids {
  try {
    const surnameSum = sum(surname);
    return {
      won: sum(given),
      hyeong: surnameSum + given[0]!,
      i: given.length === 1 ? surnameSum : surnameSum + given[given.length - 1]!,
      jeong: surnameSum + sum(given),
    };
  } catch (error) {
    throw libraryCallError('fourGrids', "fourGrids({ surname: [10], given: [6, 12] })", error);
  }
}
