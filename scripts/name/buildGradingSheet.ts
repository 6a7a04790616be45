/**
 * The sheet a reader who names children for a living grades (issue 47): the
 * top 20 of twelve requests as a new user would send them — the twelve
 * commonest surnames in hangul, alternating sex, every other one with a
 * birth, the default pool — one row per name with what the answer shows.
 * Round 1 (the twelve commonest surnames) was written to
 * data/name/review/grading-sheet.tsv and graded in grading.tsv; its findings
 * became review/adjustments.tsv. Round 2, a fresh sample for a fresh reader
 * after those changes, takes the next twelve surnames: grading-sheet-2.tsv,
 * graded in grading-2.tsv.
 *
 * Run: `node --conditions=tojeong-source --import tsx scripts/name/buildGradingSheet.ts [1|2]`
 */
import { writeFileSync } from 'node:fs';
import { nameRecommendationAnswer } from 'tojeong-core/name';

const ROUNDS = { 1: ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'], 2: ['서', '신', '권', '황', '안', '송', '류', '전', '홍', '고', '문', '양'] } as const;

export const gradingRequests = (round: 1 | 2) => ROUNDS[round].map((surname, i) => ({
  surname,
  sex: i % 2 === 0 ? ('f' as const) : ('m' as const),
  ...(i % 4 < 2 ? {} : { birth: { date: `202${5 + (i % 2)}-0${1 + (i % 9)}-1${i % 10}`, time: '09:30' } }),
  limit: 20,
}));

export function gradingSheet(round: 1 | 2): string {
  const lines = [['request', 'rank', 'surname', 'sex', 'birth', 'hangul', 'hanja', 'meaning', 'popularity', 'why'].join('\t')];
  gradingRequests(round).forEach((request, r) => {
    const answer = nameRecommendationAnswer(request);
    answer.names.forEach((n, i) => {
      const p = n.popularity;
      const popularity = p === null ? '' : `${p.year} ${p.of === 'births' ? '출생' : '개명'} ${p.sex ?? '남녀'} ${p.rank ?? '-'}위`;
      lines.push([r + 1, i + 1, `${answer.input.surname.hangul}(${answer.input.surname.hanja})`, request.sex, 'birth' in request ? `${request.birth!.date} ${request.birth!.time}` : '', n.hangul, n.hanja, n.meaning, popularity, n.why.ko].join('\t'));
    });
  });
  return `${lines.join('\n')}\n`;
}

const round = process.argv[2] === '2' ? 2 : 1;
writeFileSync(new URL(`../../packages/core/data/name/review/grading-sheet${round === 1 ? '' : '-2'}.tsv`, import.meta.url), gradingSheet(round));
