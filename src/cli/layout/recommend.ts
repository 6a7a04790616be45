/** `tojeong recommend` for a terminal: one line per name, best first, with its reason; the funnel and the notice when there is one. */
import type { NameRecommendationAnswer } from '../../name/index.js';
import { table } from './columns.js';

export function recommendLayout(answer: NameRecommendationAnswer): string {
  const { input, names, funnel, notice, total, cursor } = answer;
  const birth = input.birth === null ? '' : `, birth ${input.birth.date}${input.birth.time === null ? '' : ` ${input.birth.time}`}${input.birth.calendar === 'lunar' ? ' (lunar)' : ''}`;
  const head = `Names for ${input.surname.hanja} (${input.surname.hangul})${input.sex === null ? '' : `, ${input.sex}`}${birth}: ${names.length} of ${total} (pool ${funnel.pool}, sound ${funnel.sound}, 발음오행 ${funnel.phonetic}, hanja ${funnel.hanja})`;
  const lines = [head];
  if (names.length > 0) {
    lines.push(...table(names.map((n, i) => [String(i + 1), n.hangul, n.hanja, String(n.score), n.why.ko.slice(n.why.ko.indexOf(':') + 2)])));
  }
  if (notice !== null) lines.push(notice.ko, notice.en);
  if (cursor !== null) lines.push(`next page: --cursor ${cursor}`);
  return lines.join('\n');
}
