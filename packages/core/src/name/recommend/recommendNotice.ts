/**
 * What a recommendation says when it has fewer names than asked, or none:
 * which step left how many, the rule that emptied the list (a grid no
 * character can move, the 발음오행 flow, the hanja rules), and that names of
 * the other sex's lists were used.
 */
import { fiveGrids, number81 } from '../analysis/index.js';
import type { PoolBasis } from './namePool.js';
import type { NormalizedRecommendInput } from './recommendInput.js';
import { SAME_SYLLABLE_MAX } from './recommendRank.js';

/** How many names each step leaves, so that a short or empty answer says where the names went. */
export type RecommendFunnel = { pool: number; sound: number; phonetic: number; hanja: number; diverse: number };

export type Notice = { ko: string; en: string } | null;

/**
 * When no stroke count at all passes: the judged grids whose value the given
 * name cannot move (the five grids' 외격 of a one-character given name is
 * 천격 + 1 − the surname's last character, virtual strokes only: 2 for 金 +
 * one character, 10 for 南宮 + one) and are not 길.
 */
export function blockedGrids(input: NormalizedRecommendInput, surnameStrokes: readonly number[]): { ko: string; en: string } | null {
  if (input.gridSystem !== 'fiveGrids' || input.length !== 1) return null;
  const outer = fiveGrids(surnameStrokes, [1]).outer;
  if (number81(outer).rating === '길') return null;
  return {
    en: `with a one-character given name the five grids' 외격 is ${outer} whatever the character (virtual strokes only), rated ${number81(outer).rating}: ask with gridSystem "fourGrids" (元亨利貞) or length 2`,
    ko: `외자 이름은 오격의 외격이 글자와 상관없이 ${outer}(가획만으로 정해짐)이고 ${number81(outer).rating}입니다. gridSystem을 "fourGrids"(원형이정)로 하거나 length를 2로 요청해 주세요`,
  };
}

export function noticeOf(
  input: NormalizedRecommendInput,
  funnel: RecommendFunnel,
  offset: number,
  names: ReadonlyArray<{ basis: PoolBasis }>,
  strokesBlocked: { ko: string; en: string } | null,
): Notice {
  const otherSex = names.filter((n) => n.basis === 'listedOtherSex').length;
  if (funnel.diverse === 0) {
    const [en, ko] =
      funnel.sound === 0
        ? ['no name of the pool fits the pattern, the fixed syllable or hanja and the syllables to avoid', '음절 조건(pattern, fixed, avoidSyllables)에 맞는 이름이 후보에 없습니다']
        : strokesBlocked !== null
          ? [strokesBlocked.en, strokesBlocked.ko]
          : funnel.phonetic === 0
          ? [`no name that fits the sound conditions passes the flow rule ${input.flowRule} for 발음오행 with this surname`, `음절 조건에 맞는 이름 가운데 이 성과 발음오행 흐름 규칙(${input.flowRule})을 통과하는 이름이 없습니다`]
          : ['no hanja for these names keeps every grid 길 and the 수리오행 flow (try gridSystem or flowRule, or another popularity)', '이 이름들에는 모든 격이 길하고 수리오행 흐름을 지키는 한자 조합이 없습니다(gridSystem, flowRule, popularity를 바꿔 보세요)'];
    return {
      en: `No names: ${en} (pool ${funnel.pool}, sound ${funnel.sound}, 발음오행 ${funnel.phonetic}, hanja ${funnel.hanja}).`,
      ko: `추천할 이름이 없습니다: ${ko} (후보 ${funnel.pool}, 음절 조건 ${funnel.sound}, 발음오행 ${funnel.phonetic}, 한자 ${funnel.hanja}).`,
    };
  }
  const notes: Array<[string, string]> = [];
  if (offset === 0 && funnel.diverse < input.limit) {
    notes.push([
      `The hard rules leave ${funnel.diverse} names, fewer than the ${input.limit} asked (pool ${funnel.pool}, sound ${funnel.sound}, 발음오행 ${funnel.phonetic}, hanja ${funnel.hanja}, at most ${SAME_SYLLABLE_MAX} per first syllable ${funnel.diverse}); popularity "any" draws on more names.`,
      `필수 규칙을 통과한 이름이 ${funnel.diverse}개로, 요청한 ${input.limit}개보다 적습니다(후보 ${funnel.pool}, 음절 조건 ${funnel.sound}, 발음오행 ${funnel.phonetic}, 한자 ${funnel.hanja}, 첫 음절당 ${SAME_SYLLABLE_MAX}개까지 ${funnel.diverse}). popularity를 "any"로 하면 더 많은 이름에서 고릅니다.`,
    ]);
  }
  if (otherSex > 0) {
    notes.push([
      `${otherSex} of these names are on the lists of the other sex only: the names of the sex asked that keep the rules ran out first.`,
      `이 가운데 ${otherSex}개는 다른 성별의 목록에만 있는 이름입니다. 요청한 성별의 목록에서 규칙을 통과한 이름을 모두 보인 뒤에 나옵니다.`,
    ]);
  }
  if (notes.length === 0) return null;
  return { en: notes.map((n) => n[0]).join(' '), ko: notes.map((n) => n[1]).join(' ') };
}
