/** `tojeong recommend` for a terminal: one line per name, best first, with its meaning and passport spelling, then why; the names left out, the notice. */
import type { NameRecommendationAnswer } from '../../name/index.js';
import { table } from './columns.js';

export function recommendLayout(answer: NameRecommendationAnswer): string {
  const { input, names, funnel, notice, total, cursor, excluded } = answer;
  const birth = input.birth === null ? '' : `, birth ${input.birth.date}${input.birth.time === null ? '' : ` ${input.birth.time}`}${input.birth.calendar === 'lunar' ? ' (lunar)' : ''}`;
  const others = input.surname.choices.length > 1 ? ` (also written ${input.surname.choices.slice(1).map((c) => c.hanja).join(' ')})` : '';
  const head = `Names for ${input.surname.hanja} (${input.surname.hangul})${others}${input.sex === null ? '' : `, ${input.sex}`}${birth}: ${names.length} of ${total} (judged ${funnel.pool}, sound ${funnel.sound}, hanja ${funnel.hanja})`;
  const lines = [head];
  names.forEach((n, i) => {
    lines.push(...table([[String(i + 1), n.hangul, n.hanja || '-', String(n.score), n.meaning, n.romanized.passport]]));
    lines.push(`     ${n.why.ko}`);
  });
  if (excluded.length > 0) {
    lines.push('Left out:');
    for (const e of excluded) lines.push(`  ${e.name}${e.rank === null ? '' : ` (${e.year} #${e.rank})`}: ${e.why.ko}${e.admittedBy ? ` — ${JSON.stringify(e.admittedBy)}` : ''}`);
  }
  if (notice !== null) lines.push(notice.ko, notice.en);
  if (cursor !== null) lines.push(`next page: --cursor ${cursor}`);
  return lines.join('\n');
}
