/**
 * Edition format v1 of the 144-gwae text, as a JSON Schema. This object is the
 * format's one description: the validator runs it, and `npm run corpus -- schema`
 * prints it for operators.
 */
import { GWAE_IDS, MONTH_KEYS, VERSES_PER_MONTH, YEARLY_VERSES } from 'tojeong-core/text';

export const EDITION_FORMAT = 'tojeong-gwae-edition/1';

/** The spaces and punctuation an edition may use between hanja. */
export const VERSE_PUNCTUATION = ' ，。、；：！？「」『』·,.;:!?';

/** Hanja (CJK ideographs), starting with one, with VERSE_PUNCTUATION between. */
const VERSE_PATTERN = `^[\\p{Script=Han}][\\p{Script=Han}${VERSE_PUNCTUATION}]*$`;

const readingOverrides = {
  type: 'object',
  description: 'Per-character readings, e.g. {"樂": "요"}: one hanja → its hangul reading',
  propertyNames: { pattern: '^\\p{Script=Han}$' },
  additionalProperties: { type: 'string', pattern: '^[가-힣]+$' },
} as const;

const verse = {
  description: 'A verse: a string of hanja (usually two four-character phrases separated by one space), or {hanja, reading} to give its whole reading',
  anyOf: [
    { type: 'string', pattern: VERSE_PATTERN },
    {
      type: 'object',
      additionalProperties: false,
      required: ['hanja', 'reading'],
      properties: { hanja: { type: 'string', pattern: VERSE_PATTERN }, reading: { type: 'string', minLength: 1 } },
    },
  ],
} as const;

const gwae = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'yearly', 'monthly'],
  properties: {
    title: {
      type: 'object',
      additionalProperties: false,
      required: ['hanja'],
      properties: { hanja: { type: 'string', pattern: VERSE_PATTERN }, reading: { type: 'string', minLength: 1 } },
    },
    yearly: { type: 'array', items: { $ref: '#/$defs/verse' }, minItems: YEARLY_VERSES, maxItems: YEARLY_VERSES },
    monthly: {
      type: 'object',
      additionalProperties: false,
      required: [...MONTH_KEYS],
      properties: Object.fromEntries(
        MONTH_KEYS.map((m) => [m, { type: 'array', items: { $ref: '#/$defs/verse' }, minItems: VERSES_PER_MONTH, maxItems: VERSES_PER_MONTH }]),
      ),
    },
    readingOverrides: { $ref: '#/$defs/readingOverrides' },
  },
} as const;

export const editionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Tojeong Bigyeol (土亭祕訣) gwae text edition, format v1',
  type: 'object',
  additionalProperties: false,
  required: ['format', 'edition', 'gwae'],
  properties: {
    format: { const: EDITION_FORMAT },
    edition: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'title', 'source', 'license', 'version'],
      properties: {
        id: { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]{0,63}$', description: 'Short identifier of the edition' },
        title: { type: 'string', minLength: 1 },
        source: { type: 'string', minLength: 1, description: 'Where the text comes from (book, publisher, year, pages)' },
        license: { type: 'string', minLength: 1, description: 'Terms under which this service may serve the text' },
        version: { type: 'string', minLength: 1 },
      },
    },
    readingOverrides: { $ref: '#/$defs/readingOverrides' },
    gwae: {
      type: 'object',
      additionalProperties: false,
      required: [...GWAE_IDS],
      properties: Object.fromEntries(GWAE_IDS.map((id) => [id, { $ref: '#/$defs/gwae' }])),
    },
  },
  $defs: { gwae, verse, readingOverrides },
} as const;
