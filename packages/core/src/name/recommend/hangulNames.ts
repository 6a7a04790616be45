/**
 * 한글 이름 (`kind: "hangul"`): 순우리말 names families give (하늘, 한결,
 * 사랑, 슬기 …; data/name/hangul-names.json, every name shown given to a
 * child on the pages its source names), for a surname. A hangul name has no
 * hanja, so no grid, 수리오행 or 자원오행 and no 사주 보완 applies to it: it
 * is judged by what does — the spoken name (speech.ts), the pattern, the
 * fixed syllable and the syllables to avoid, and its 발음오행 from the
 * surname's last syllable (a gate with `flows: "gate"`, else a part of the
 * rank) — and the answer says so in each name's why.
 */
import hangulFile from '../../../data/name/hangul-names.json' with { type: 'json' };
import { type Element, phoneticElement, relation, type Verdict, verdictUnder } from '../../elements/index.js';
import { VERDICT_SHARE } from '../analysis/index.js';
import type { ExclusionRule } from './exclusionRule.js';
import type { PoolName } from './namePool.js';
import type { NormalizedRecommendInput, PatternSlot } from './recommendInput.js';
import type { RecommendedName } from './recommendedName.js';
import { repeatsSurname, spokenWordOf } from './speech.js';
import { romanizedName } from './surnameRomanization.js';

type Entry = [name: string, sex: 'm' | 'f' | 'b' | '?', meaningKo: string, meaningEn: string, courtRanked: 0 | 1];
const file = hangulFile as unknown as { id: string; version: string; names: Entry[] };

export const HANGUL_NAMES_VERSION = `${file.id}@${file.version}`;

const NATIVE = new Set(file.names.map(([name]) => name));

/** Whether a name is a 순우리말 name of the list: one families give without hanja. */
export const isNativeKoreanName = (hangul: string): boolean => NATIVE.has(hangul);

/** The parts of a hangul name's rank: how surely it is a name children are given, and its sound. */
export const HANGUL_WEIGHTS = { popularity: 75, flows: 25 } as const;

export type HangulCandidate = { name: PoolName; meaning: { ko: string; en: string }; phonetic: Verdict; elements: Element[]; points: number };

/** The hangul names of the request's sex and length: a name on a court ranking of 한글 names counts 1, one shown given to a child 0.6. */
export function hangulPool(input: NormalizedRecommendInput): Array<{ name: PoolName; meaning: { ko: string; en: string } }> {
  return file.names
    .filter(([name, sex]) => Array.from(name).length === input.length && (input.sex === null || sex === 'b' || sex === '?' || sex === input.sex || input.otherSex))
    .map(([name, sex, ko, en, court]) => ({
      name: { hangul: name, syllables: Array.from(name), basis: 'hangulName' as const, popularity: null, unisex: sex === 'b', natural: court ? 1 : 0.6 },
      meaning: { ko, en },
    }));
}

/** One hangul name judged: its rank, or the rule that keeps it out. */
export function judgeHangul(
  entry: { name: PoolName; meaning: { ko: string; en: string } },
  input: NormalizedRecommendInput,
  rules: { slots: readonly PatternSlot[] | null; matches: (slot: PatternSlot, syllable: string) => boolean; fixedSounds: ReadonlySet<string> | null },
): HangulCandidate | ExclusionRule {
  const { name } = entry;
  const surname = input.surname.hangul;
  if (rules.slots !== null && !rules.slots.every((slot, i) => rules.matches(slot, name.syllables[i]!))) return 'pattern';
  if (rules.fixedSounds !== null && !rules.fixedSounds.has(name.syllables[input.fixed!.position - 1]!)) return 'fixed';
  if (name.syllables.some((s) => input.avoidSyllables.includes(s))) return 'avoidSyllables';
  if (repeatsSurname(surname, name.hangul)) return 'repeatsSurname';
  if (spokenWordOf(surname, name.hangul)) return 'spokenWord';
  const elements = [Array.from(surname).at(-1)!, ...name.syllables].map((s) => phoneticElement(s, input.school));
  const relations = elements.slice(1).map((to, i) => relation(elements[i]!, to));
  if (input.flows === 'gate' && verdictUnder(input.flowRule, relations) !== 'good') return 'phoneticFlow';
  const phonetic = verdictUnder('allSangsaeng', relations);
  const points = HANGUL_WEIGHTS.popularity * name.natural + HANGUL_WEIGHTS.flows * VERDICT_SHARE[phonetic];
  return { ...entry, phonetic, elements, points };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const FLOW_KO: Record<Verdict, string> = { good: '모두 상생입니다', ordinary: '상극 없이 이어집니다', bad: '상극이 있습니다' };
const FLOW_EN: Record<Verdict, string> = { good: 'all 상생', ordinary: 'without a 상극', bad: 'with a 상극' };

export function recommendedHangul(c: HangulCandidate, input: NormalizedRecommendInput): RecommendedName {
  const shares = { popularity: c.name.natural, flows: VERDICT_SHARE[c.phonetic] };
  const parts = Object.fromEntries((Object.keys(HANGUL_WEIGHTS) as Array<keyof typeof HANGUL_WEIGHTS>).map((part) => [part, round1(HANGUL_WEIGHTS[part] * shares[part])]));
  const court = c.name.natural === 1;
  const row = c.elements.join('');
  return {
    hangul: c.name.hangul,
    hanja: '',
    meaning: c.meaning.ko,
    romanized: romanizedName({ surname: input.surname.hangul, given: c.name.hangul }),
    basis: 'hangulName',
    popularity: null,
    unisex: c.name.unisex,
    score: Math.round(c.points),
    parts,
    why: {
      ko:
        `순우리말 이름으로 뜻은 '${c.meaning.ko}'이며, ${court ? '법원의 한글 이름 순위에 오른' : '아이에게 지어 준 기록이 있는'} 이름입니다. ` +
        `한자가 없어 격, 수리오행, 자원오행, 사주 보완은 보지 않고 소리만 봅니다: 발음오행(${row})은 ${FLOW_KO[c.phonetic]}.`,
      en:
        `A 순우리말 (native Korean) name meaning "${c.meaning.en}", ${court ? "on the court's rankings of 한글 names" : 'recorded as given to a child'}. ` +
        `With no hanja, no grid, 수리오행, 자원오행 or 사주 보완 applies; only its sound is judged: 발음오행 ${row} runs ${FLOW_EN[c.phonetic]}.`,
    },
  };
}
