/**
 * 수리오행: the element of a stroke number by its last digit — 1·2 木,
 * 3·4 火, 5·6 土, 7·8 金, 9·0 水: the ten heavenly stems counted 1 to 10
 * (甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水), 0 standing for 10, as the
 * printed 감명서 read it: 金 8 洙 10 鐵 21 → 金 水 木.
 */
import type { Element } from './elements.js';

export const STROKE_ELEMENT_RULE = 'last digit of the number: 1·2 木, 3·4 火, 5·6 土, 7·8 金, 9·0 水';

const BY_LAST_DIGIT: readonly Element[] = ['水', '木', '木', '火', '火', '土', '土', '金', '金', '水'];

export function strokeElementOf(strokes: number): Element {
  return BY_LAST_DIGIT[strokes % 10]!;
}
