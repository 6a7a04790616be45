/**
 * A surname a recommendation request gives in hangul: its hanja, from the
 * census counts of Korean surnames (data/name/surname-hanja.json). One hanja
 * is taken; several are a question only the requester can answer, so the
 * request is refused with every choice listed, most people first.
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

const people = (n: number | null) => (n === null ? '' : ` ${n.toLocaleString('en-US')}`);

/** The hanja of a surname sent in hangul, or a BAD_INPUT that lists the choices. */
export function surnameFromHangul(hangul: string): string {
  const choices = surnameHanjaChoices(hangul);
  if (choices.length === 1) return choices[0]!.hanja;
  if (choices.length === 0) {
    throw new TojeongError('BAD_INPUT', {
      en: `surname "${hangul}" is not in the census table of surnames; send it in hanja (e.g. "金")`,
      ko: `성(surname) "${hangul}"은(는) 성씨 표에 없습니다. 한자로 보내 주세요(예: "金")`,
    });
  }
  const list = choices.map((c) => `${c.hanja}${people(c.population)}`).join(', ');
  const listKo = choices.map((c) => `${c.hanja}${c.population === null ? '' : ` ${c.population.toLocaleString('ko-KR')}명`}`).join(', ');
  throw new TojeongError('BAD_INPUT', {
    en: `surname "${hangul}" is written with more than one hanja; send the one you mean in hanja: ${list} (people in the census)`,
    ko: `성(surname) "${hangul}"은(는) 한자가 여럿입니다. 해당하는 한자로 보내 주세요: ${listKo} (인구주택총조사 인구)`,
  });
}
