/** `tojeong chars` for a terminal: one line per character, most used first. */
import type { NameCharsAnswer } from '../../name/index.js';
import { table } from './columns.js';

export function charsLayout(answer: NameCharsAnswer): string {
  if (answer.total === 0) return `No name-usable hanja is read ${answer.reading}.`;
  return [
    `Name-usable hanja read ${answer.reading}: ${answer.total}, the most used first (원획, as written; 발음오행 운해/해례 ${answer.chars[0]!.elements.unhae}/${answer.chars[0]!.elements.haerye})`,
    ...table(answer.chars.map((c) => [c.hanja, c.reading === answer.reading ? c.reading : `${c.reading}→${answer.reading}`, c.meaning ?? '', `${c.strokes}획`, `${c.strokesWritten}`])),
    `source: ${answer.source.dictionary}, ordered by ${answer.source.usage}`,
  ].join('\n');
}
