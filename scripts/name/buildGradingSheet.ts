/**
 * The sheet a reader who names children for a living grades (issue 47): the
 * top 20 of twelve requests as a new user would send them — the twelve
 * commonest surnames in hangul, alternating sex, every other one with a
 * birth, the default pool — one row per name with what the answer shows.
 * Written to data/name/review/grading-sheet.tsv; the reader's grades go
 * beside it (grading.tsv).
 *
 * Run: `node --conditions=tojeong-source --import tsx scripts/name/buildGradingSheet.ts`
 */
import { writeFileSync } from 'node:fs';
import { nameRecommendationAnswer } from 'tojeong-core/name';

export const GRADING_REQUESTS = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'].map((surname, i) => ({
  surname,
  sex: i % 2 === 0 ? ('f' as const) : ('m' as const),
  ...(i % 4 < 2 ? {} : { birth: { date: `202${5 + (i % 2)}-0${1 + (i % 9)}-1${i % 10}`, time: '09:30' } }),
  limit: 20,
}));

export function gradingSheet(): string {
  const lines = [['request', 'rank', 'surname', 'sex', 'birth', 'hangul', 'hanja', 'meaning', 'popularity', 'why'].join('\t')];
  GRADING_REQUESTS.forEach((request, r) => {
    const answer = nameRecommendationAnswer(request);
    answer.names.forEach((n, i) => {
      const p = n.popularity;
      const popularity = p === null ? '' : `${p.year} ${p.of === 'births' ? '출생' : '개명'} ${p.sex ?? '남녀'} ${p.rank ?? '-'}위`;
      lines.push([r + 1, i + 1, `${answer.input.surname.hangul}(${answer.input.surname.hanja})`, request.sex, 'birth' in request ? `${request.birth!.date} ${request.birth!.time}` : '', n.hangul, n.hanja, n.meaning, popularity, n.why.ko].join('\t'));
    });
  });
  return `${lines.join('\n')}\n`;
}

writeFileSync(new URL('../../packages/core/data/name/review/grading-sheet.tsv', import.meta.url), gradingSheet());
