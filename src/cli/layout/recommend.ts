/** `tojeong recommend` for a terminal: one line per name, best first, with its meaning and passport spelling, then why; the names left out, the notice. */
import type { NameRecommendationAnswer } from '../../name/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';
import { labels } from './labels.js';

export function recommendLayout(answer: NameRecommendationAnswer, language: ErrorLanguage = 'en'): string {
  const [t, ko] = [labels(language), language === 'ko'];
  const { input, names, funnel, notice, total, cursor, excluded } = answer;
  const birth = input.birth === null ? '' : `, ${ko ? '생일' : 'birth'} ${input.birth.date}${input.birth.time === null ? '' : ` ${input.birth.time}`}${input.birth.calendar === 'lunar' ? (ko ? ' (음력)' : ' (lunar)') : ''}`;
  const others = input.surname.choices.length > 1 ? ` (${ko ? '다른 한자' : 'also written'} ${input.surname.choices.slice(1).map((c) => c.hanja).join(' ')})` : '';
  const head = ko
    ? `${input.surname.hanja}(${input.surname.hangul})${others}${input.sex === null ? '' : `, ${input.sex}`}${birth}에 맞는 이름: ${total}개 중 ${names.length}개 (판정 ${funnel.pool}, 소리 ${funnel.sound}, 한자 ${funnel.hanja})`
    : `Names for ${input.surname.hanja} (${input.surname.hangul})${others}${input.sex === null ? '' : `, ${input.sex}`}${birth}: ${names.length} of ${total} (judged ${funnel.pool}, sound ${funnel.sound}, hanja ${funnel.hanja})`;
  const lines = [head];
  names.forEach((n, i) => {
    lines.push(...table([[String(i + 1), n.hangul, n.hanja || '-', String(n.score), n.meaning, n.romanized.passport]]));
    lines.push(`     ${n.why.ko}`);
  });
  if (excluded.length > 0) {
    lines.push(t('Left out:'));
    for (const e of excluded) lines.push(`  ${e.name}${e.rank === null ? '' : ` (${e.year} #${e.rank})`}: ${e.why.ko}${e.admittedBy ? ` — ${JSON.stringify(e.admittedBy)}` : ''}`);
  }
  if (notice !== null) lines.push(notice.ko, notice.en);
  if (cursor !== null) lines.push(`${t('next page')}: --cursor ${cursor}`);
  return lines.join('\n');
}
