/** `tojeong chars` for a terminal: one line per character, most used first. */
import type { NameCharsAnswer } from '../../name/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';

export function charsLayout(answer: NameCharsAnswer, language: ErrorLanguage = 'en'): string {
  const ko = language === 'ko';
  if (answer.total === 0) return ko ? `${answer.reading}(으)로 읽는 인명용 한자가 없습니다.` : `No name-usable hanja is read ${answer.reading}.`;
  return [
    ko
      ? `${answer.reading}(으)로 읽는 인명용 한자 ${answer.total}자, 많이 쓰는 것부터 (원획, 쓰는 획수. 발음오행 운해/해례 ${answer.chars[0]!.elements.unhae}/${answer.chars[0]!.elements.haerye})`
      : `Name-usable hanja read ${answer.reading}: ${answer.total}, the most used first (원획, as written; 발음오행 운해/해례 ${answer.chars[0]!.elements.unhae}/${answer.chars[0]!.elements.haerye})`,
    ...table(answer.chars.map((c) => [c.hanja, c.reading === answer.reading ? c.reading : `${c.reading}→${answer.reading}`, c.meaning ?? '', `${c.strokes}획`, `${c.strokesWritten}`])),
    ko ? `출처: ${answer.source.dictionary}, 순서: ${answer.source.usage}` : `source: ${answer.source.dictionary}, ordered by ${answer.source.usage}`,
  ].join('\n');
}
