/**
 * What a recommendation says when it has fewer names than asked, or none:
 * which step left how many, the rule that emptied the list (a grid no
 * character can move, the sound rules, the hanja rules), and that names of
 * the other sex's lists were used — and it never suggests what the request
 * already set (issue 47).
 */
import { fiveGrids, number81 } from '../analysis/index.js';
import type { PoolBasis } from './namePool.js';
import type { NormalizedRecommendInput } from './recommendInput.js';

/** How many names each step leaves, so that a short or empty answer says where the names went. */
export type RecommendFunnel = { pool: number; sound: number; hanja: number; diverse: number };

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

/** Settings that would give more names, but those the request already set. */
function widerSettings(input: NormalizedRecommendInput): { en: string; ko: string } | null {
  const ways: Array<[string, string]> = [];
  if (input.candidates !== null) return null;
  if (input.popularity === 'common') ways.push(['popularity "any" (names made of listed syllables)', 'popularity "any"(목록 이름의 음절로 지은 이름)']);
  if (input.era === 'recent') ways.push(['era "any" (older names too)', 'era "any"(예전 이름도)']);
  if (input.sex !== null && !input.otherSex) ways.push(['otherSex true (names of the other sex\'s lists)', 'otherSex true(다른 성별 목록의 이름)']);
  if (input.flows === 'gate') ways.push(['flows "rank"', 'flows "rank"']);
  if (ways.length === 0) return null;
  return { en: ways.map((w) => w[0]).join(', '), ko: ways.map((w) => w[1]).join(', ') };
}

export function noticeOf(
  input: NormalizedRecommendInput,
  funnel: RecommendFunnel,
  offset: number,
  names: ReadonlyArray<{ basis: PoolBasis }>,
  strokesBlocked: { ko: string; en: string } | null,
): Notice {
  const otherSex = names.filter((n) => n.basis === 'listedOtherSex').length;
  const wider = widerSettings(input);
  if (funnel.diverse === 0) {
    const [en, ko] =
      funnel.sound === 0
        ? ['no name fits the pattern, the fixed syllable or hanja, the syllables to avoid and the sound of the spoken name', '음절 조건(pattern, fixed, avoidSyllables)과 부르는 소리 조건에 맞는 이름이 없습니다']
        : strokesBlocked !== null
          ? [strokesBlocked.en, strokesBlocked.ko]
          : ['no pair of the hanja families write for these names keeps every judged grid 길 with this surname', '이 이름들에는 이 성과 함께 모든 격을 길하게 하는, 이름에 흔히 쓰는 한자 조합이 없습니다'];
    return {
      en: `No names: ${en} (names judged ${funnel.pool}, sound ${funnel.sound}, hanja ${funnel.hanja}).${wider ? ` More names come with ${wider.en}.` : ''}`,
      ko: `추천할 이름이 없습니다: ${ko} (판단한 이름 ${funnel.pool}, 소리 조건 ${funnel.sound}, 한자 ${funnel.hanja}).${wider ? ` ${wider.ko}로 요청하면 이름이 더 나옵니다.` : ''}`,
    };
  }
  const notes: Array<[string, string]> = [];
  if (offset === 0 && funnel.diverse < input.limit && input.candidates === null) {
    notes.push([
      `The rules leave ${funnel.diverse} names, fewer than the ${input.limit} asked (names judged ${funnel.pool}, sound ${funnel.sound}, hanja ${funnel.hanja}).${wider ? ` More names come with ${wider.en}.` : ''}`,
      `규칙을 통과한 이름이 ${funnel.diverse}개로, 요청한 ${input.limit}개보다 적습니다(판단한 이름 ${funnel.pool}, 소리 조건 ${funnel.sound}, 한자 ${funnel.hanja}).${wider ? ` ${wider.ko}로 요청하면 이름이 더 나옵니다.` : ''}`,
    ]);
  }
  if (otherSex > 0) {
    notes.push([
      `${otherSex} of these names are on the lists of the other sex only, after every name of the sex asked.`,
      `이 가운데 ${otherSex}개는 다른 성별의 목록에만 있는 이름으로, 요청한 성별의 이름을 모두 보인 뒤에 나옵니다.`,
    ]);
  }
  if (notes.length === 0) return null;
  return { en: notes.map((n) => n[0]).join(' '), ko: notes.map((n) => n[1]).join(' ') };
}
