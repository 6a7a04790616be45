/**
 * The words of the command line's human-readable output in Korean (issue 50):
 * every label a layout prints goes through `labels(language)`, whose argument
 * is typed by this table, so a label added in English without its Korean does
 * not compile. Values (gapja, verses, hanja, the API's own text) are printed as
 * they are.
 */
import type { ErrorLanguage } from 'tojeong-core/errors';

const KO = {
  // gwae
  birth: '생일',
  'year read': '보는 해',
  upper: '상괘',
  middle: '중괘',
  lower: '하괘',
  Yearly: '연운',
  Source: '출처',
  calculation: '계산',
  calendar: '달력',
  text: '원문',
  readings: '독음',
  'no text installed': '원문 없음',
  // calendar
  solar: '양력',
  lunar: '음력',
  pillars: '간지',
  'lunar month': '음력 달',
  'solar term': '절기',
  provisional: '잠정',
  source: '출처',
  // char
  'at a name\'s start': '이름 첫머리',
  'name reading': '이름 음',
  meaning: '뜻',
  'court glosses': '대법원 훈',
  radical: '부수',
  strokes: '획수',
  disputed: '이견',
  // pillars
  hour: '시',
  day: '일',
  month: '월',
  year: '년',
  'month from': '월의 시작',
  'day and hour': '일과 시',
  // name
  score: '점수',
  reading: '음',
  from: '음의 출처',
  'yin-yang': '음양',
  element: '오행',
  value: '값',
  number: '수',
  name: '이름',
  rating: '길흉',
  'Five grids (五格)': '오격(五格)',
  'Four grids (元亨利貞)': '사격(元亨利貞)',
  phonetic: '발음오행',
  Score: '점수',
  total: '합계',
  counts: '오행 수',
  'with 지장간': '지장간 포함',
  strength: '강약',
  needed: '필요한 오행',
  step: '근거',
  'given name': '이름 글자',
  uncertain: '불확실',
  pattern: '외격',
  warning: '경고',
  'not judged': '판정 안 함',
  'in force': '사령',
  supplies: '채움',
  judged: '판정',
  'flows judged by': '흐름 판정 규칙',
  'Extended score': '확장 점수',
  // recommend, month, terms
  'Left out:': '제외된 이름:',
  'next page': '다음 쪽',
  terms: '절기',
} as const;

export type Label = keyof typeof KO;

/** The label in the language asked: `t('birth')` is `birth` or `생일`. */
export function labels(language: ErrorLanguage): (label: Label) => string {
  return language === 'ko' ? (label) => KO[label] : (label) => label;
}
