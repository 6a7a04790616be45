/**
 * A full name in Latin letters: by the Revised Romanization (surname and
 * given name alike, 김서윤 Gim Seoyun), and as families commonly write it in
 * passports — the surname in its commonest spelling (Kim, Lee, Park, Choi …,
 * data/name/surname-romanization.json, from the surveys and passport
 * statistics its sources name), the given name by the Revised Romanization,
 * which the passport office applies to given names.
 */
import { needString, objectOrPositional } from '../../args.js';
import spellingsFile from '../../../data/name/surname-romanization.json' with { type: 'json' };
import { romanizeGivenName } from './romanize.js';

interface SpellingsFile {
  id: string;
  version: string;
  surnames: Record<string, string[]>;
}
const spellings = spellingsFile as unknown as SpellingsFile;

export const SURNAME_ROMANIZATION_VERSION = `${spellings.id}@${spellings.version}`;

/** The spellings of a surname families write, commonest first; empty when the table does not have it. */
export function surnameSpellings(hangul: string): readonly string[] {
  return spellings.surnames[hangul] ?? [];
}

/**
 * A whole name romanized: `romanizedName({ surname: '김', given: '서윤' })` → { rr: 'Gim Seoyun', passport: 'Kim Seoyun' }.
 * The positional `romanizedName(surname, given)` keeps working (deprecated).
 */
export function romanizedName(name: { surname: string; given: string }): { rr: string; passport: string };
/** @deprecated Positional form; use romanizedName({ surname, given }). */
export function romanizedName(surname: string, given: string): { rr: string; passport: string };
export function romanizedName(...args: unknown[]): { rr: string; passport: string } {
  const { surname, given } = objectOrPositional(args, ['surname', 'given']);
  const example = "romanizedName({ surname: '김', given: '서윤' })";
  needString('romanizedName', surname, example);
  needString('romanizedName', given, example);
  const rrSurname = romanizeGivenName(surname);
  const rrGiven = romanizeGivenName(given);
  return { rr: `${rrSurname} ${rrGiven}`, passport: `${surnameSpellings(surname)[0] ?? rrSurname} ${rrGiven}` };
}
