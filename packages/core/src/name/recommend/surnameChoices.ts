/**
 * A surname a recommendation request gives in hangul: its hanja, from the
 * census counts of Korean surnames (data/name/surname-hanja.json). The clan
 * with the most people is taken (이 李, 정 鄭, 임 林), as a family that writes
 * the surname in hangul most likely means, and every other hanja is offered
 * in the answer, most people first, for the caller to send instead.
 */
import surnameFile from '../../../data/name/surname-hanja.json' with { type: 'json' };
import { TojeongError } from '../../errors.js';

interface SurnameHanjaFile {
  id: string;
  version: string;
  surnames: Record<string, Array<[hanja: string, population: number | null]>>;
}
const file = surnameFile as unknown as SurnameHanjaFile;

export const SURNAME_HANJA_VERSION = `${file.id}@${file.version}`;

/** The hanja of a hangul surname, most people first; empty when the census table does not have it. */
export function surnameHanjaChoices(hangul: string): ReadonlyArray<{ hanja: string; population: number | null }> {
  return (file.surnames[hangul] ?? []).map(([hanja, population]) => ({ hanja, population }));
}

/** One hanja a hangul surname may be written with, and the people the census counts. */
export type SurnameChoice = { hanja: string; population: number | null };

/** The hanja taken for a surname sent in hangul (the largest clan) and all the choices; BAD_INPUT when the census table does not have it. */
export function surnameFromHangul(hangul: string): { hanja: string; choices: SurnameChoice[] } {
  const choices = [...surnameHanjaChoices(hangul)];
  if (choices.length === 0) {
    throw new TojeongError('BAD_INPUT', {
      en: `surname "${hangul}" is not in the census table of surnames; send it in hanja (e.g. "金")`,
      ko: `성(surname) "${hangul}"은(는) 성씨 표에 없습니다. 한자로 보내 주세요(예: "金")`,
    });
  }
  return { hanja: choices[0]!.hanja, choices };
}
