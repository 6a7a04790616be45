/**
 * Checks an edition: its structure against the format's JSON Schema, then that
 * every verse can be read aloud (reading table or an override). Every problem is
 * reported with its place, not only the first.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { type ReadingOverrides, unreadableChars } from 'tojeong-core/hanja';
import { type Edition, type EditionProblem, GWAE_IDS, MONTH_KEYS, type Verse } from 'tojeong-core/text';
import { editionSchema, VERSE_PUNCTUATION } from './editionSchema.js';

const ajv = new Ajv2020({ allErrors: true, strict: true, unicodeRegExp: true });
const validateStructure = ajv.compile(editionSchema);

const HAN = /\p{Script=Han}/u;

/** "/gwae/111/monthly/3/1" → "gwae 111, month 3, verse 2". */
export function placeOf(pointer: string): string {
  const parts = pointer.split('/').slice(1);
  if (parts[0] !== 'gwae' || parts.length < 2) return parts.length ? parts.join('.') : 'edition file';
  const [, id, section, a, b] = parts;
  const where = [`gwae ${id}`];
  if (section === 'title') where.push('title');
  else if (section === 'yearly') {
    where.push('yearly');
    if (a !== undefined) where.push(`verse ${Number(a) + 1}`);
  } else if (section === 'monthly') {
    if (a !== undefined) where.push(`month ${a}`);
    else where.push('monthly');
    if (b !== undefined) where.push(`verse ${Number(b) + 1}`);
  } else if (section !== undefined) where.push(section);
  return where.join(', ');
}

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const key of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function structureProblem(error: ErrorObject, root: unknown): EditionProblem | undefined {
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty);
      return { place: placeOf(`${pointer}/${missing}`), message: 'missing' };
    }
    case 'additionalProperties':
      return { place: placeOf(pointer), message: `unknown key "${String(error.params.additionalProperty)}"` };
    case 'minItems':
    case 'maxItems': {
      const count = (valueAt(root, pointer) as unknown[]).length;
      return { place: placeOf(pointer), message: `has ${count} verses, must have ${String(error.params.limit)}` };
    }
    case 'anyOf': {
      const value = valueAt(root, pointer);
      if (typeof value === 'string') {
        const bad = [...new Set(Array.from(value).filter((ch) => !HAN.test(ch) && !VERSE_PUNCTUATION.includes(ch)))];
        return {
          place: placeOf(pointer),
          message: value === '' || bad.length === 0 ? 'must start with a hanja and not be empty' : `contains characters that are not hanja: ${bad.map((c) => `"${c}"`).join(' ')}`,
        };
      }
      return { place: placeOf(pointer), message: 'must be a string of hanja, or {hanja, reading} with hanja in hanja and a reading' };
    }
    case 'pattern':
      return { place: placeOf(pointer), message: `has characters outside its allowed form: ${JSON.stringify(valueAt(root, pointer))}` };
    case 'type':
      return { place: placeOf(pointer), message: `must be of type ${String(error.params.type)}` };
    default:
      return { place: placeOf(pointer), message: error.message ?? 'is invalid' };
  }
}

function verseText(verse: unknown): string | undefined {
  if (typeof verse === 'string') return verse;
  if (verse !== null && typeof verse === 'object' && typeof (verse as { hanja?: unknown }).hanja === 'string') {
    return (verse as { reading?: unknown }).reading === undefined ? (verse as { hanja: string }).hanja : undefined;
  }
  return undefined;
}

function readabilityProblems(root: unknown): EditionProblem[] {
  const problems: EditionProblem[] = [];
  const editionOverrides = (valueAt(root, '/readingOverrides') ?? {}) as ReadingOverrides;
  for (const id of GWAE_IDS) {
    const gwae = valueAt(root, `/gwae/${id}`) as Record<string, unknown> | undefined;
    if (!gwae || typeof gwae !== 'object') continue;
    const overrides = { ...editionOverrides, ...((gwae.readingOverrides ?? {}) as ReadingOverrides) };
    const check = (pointer: string, text: string | undefined) => {
      if (text === undefined) return;
      const missing = unreadableChars(text, overrides);
      if (missing.length > 0) {
        problems.push({ place: placeOf(pointer), message: `no reading known for ${missing.join(' ')}: add a readingOverrides entry` });
      }
    };
    const title = valueAt(gwae, '/title') as { hanja?: unknown; reading?: unknown } | undefined;
    if (title && typeof title.hanja === 'string' && title.reading === undefined) check(`/gwae/${id}/title`, title.hanja);
    const yearly = gwae.yearly;
    if (Array.isArray(yearly)) yearly.forEach((verse: Verse, i) => check(`/gwae/${id}/yearly/${i}`, verseText(verse)));
    for (const month of MONTH_KEYS) {
      const verses = valueAt(gwae, `/monthly/${month}`);
      if (Array.isArray(verses)) verses.forEach((verse: Verse, i) => check(`/gwae/${id}/monthly/${month}/${i}`, verseText(verse)));
    }
  }
  return problems;
}

export function validateEdition(root: unknown): { edition: Edition | null; problems: EditionProblem[] } {
  const problems: EditionProblem[] = [];
  if (!validateStructure(root)) {
    const errors = validateStructure.errors ?? [];
    // A verse failing both of its forms is reported once, by its anyOf error.
    const anyOfPlaces = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
    const coveredByAnyOf = (e: ErrorObject) =>
      e.keyword !== 'anyOf' && anyOfPlaces.some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`));
    for (const error of errors) {
      if (coveredByAnyOf(error)) continue;
      const problem = structureProblem(error, root);
      if (problem && !problems.some((p) => p.place === problem.place && p.message === problem.message)) problems.push(problem);
    }
  }
  problems.push(...readabilityProblems(root));
  return { edition: problems.length === 0 ? (root as Edition) : null, problems };
}
