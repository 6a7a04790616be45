/**
 * The answer of GET /v1/name/char/{hanja} as data: the record of one
 * name-usable hanja and the dictionary it comes from. One builder for the
 * route, the library, the CLI and the MCP server.
 */
import { TojeongError } from '../errors.js';
import { CALC_SOURCE } from '../version.js';
import { DICTIONARY_VERSION, nameHanja } from './dictionary.js';
import { READING_TABLE_VERSION } from './reading.js';
import { isHangulSyllable } from '../hangul.js';
import type { NameHanjaRecord } from './types.js';
import { type Element, RESOURCE_ELEMENTS_VERSION, type ResourceElement, strokeElementOf } from '../elements/index.js';
import { resourceElementOf } from './charResourceElement.js';

/** The record, with the elements a 감명서 prints per character: 수리오행 of its 원획 and 자원오행. */
export type NameCharAnswer = NameHanjaRecord & {
  strokeElement: Element;
  resourceElement: ResourceElement;
  /** calc and readingTable: every calculation answer names the library and the reading table (issue 39). */
  source: { calc: string; dictionary: string; readingTable: string; resourceElements: string };
};

const codePointLabel = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;

/** The record of `hanja` (exactly one character, looked up as given); throws TojeongError BAD_INPUT or NOT_FOUND. */
export function nameCharAnswer(hanja: string): NameCharAnswer {
  // The route's path schema checks the length first; library callers have no schema in front of them.
  if (typeof hanja !== 'string' || [...hanja].length !== 1) {
    const got = typeof hanja === 'string' ? `"${hanja}"` : typeof hanja;
    throw new TojeongError('BAD_INPUT', { en: `give exactly one character, got ${got}`, ko: `글자는 한 자만 주세요. 받은 값: ${got}` });
  }
  if (isHangulSyllable(hanja)) {
    throw new TojeongError('NOT_FOUND', {
      en: `"${hanja}" is a hangul syllable, not a hanja; the name-usable hanja read ${hanja} are listed by their reading`,
      ko: `"${hanja}": 한자가 아니라 한글 음절입니다. 독음이 "${hanja}"인 인명용 한자는 독음으로 찾습니다`,
    }).pointingTo({ charsOfReading: hanja });
  }
  const record = nameHanja(hanja);
  if (!record) {
    throw new TojeongError('NOT_FOUND', {
      en: `"${hanja}" (${codePointLabel(hanja)}) is not in the Supreme Court's list of name-usable hanja`,
      ko: `"${hanja}"(${codePointLabel(hanja)}): 대법원 인명용 한자 목록에 없는 글자입니다`,
    });
  }
  return {
    ...record,
    strokeElement: strokeElementOf(record.strokes),
    resourceElement: resourceElementOf(hanja),
    source: { calc: CALC_SOURCE, dictionary: DICTIONARY_VERSION, readingTable: READING_TABLE_VERSION, resourceElements: RESOURCE_ELEMENTS_VERSION },
  };
}
