/**
 * The public calls of the reading rules (reading.ts), each taking one object
 * { text, overrides?, rules? } or, deprecated, the positional arguments it
 * always took (issue 50). A file of its own so that the rules stay within
 * the size a file of this repository keeps.
 */
import { isArgsObject } from '../args.js';
import {
  type ReadingOverrides,
  type ReadingRules,
  type ReadSyllable,
  readPhrasePositional,
  readPhraseSyllablesPositional,
  readTextPositional,
  unreadableCharsPositional,
} from './reading.js';

/**
 * `readPhraseSyllables({ text: '金剛山', rules: 'contextual' })`; the positional `readPhraseSyllables(phrase, overrides, rules)` keeps working (deprecated:
 * the object names its fields).
 * Reads one phrase (no spaces), syllable by syllable, with the rule behind each.
 * Characters that are not in the table (punctuation) are kept as they are and
 * do not count as positions. Overrides replace a character's reading and are
 * taken as written (no rule changes them).
 */
export function readPhraseSyllables(args: { text: string; overrides?: ReadingOverrides; rules?: ReadingRules }): ReadSyllable[];
/** @deprecated Positional form; use readPhraseSyllables({ text, overrides, rules }). */
export function readPhraseSyllables(phrase: string, overrides?: ReadingOverrides, rules?: ReadingRules): ReadSyllable[];
export function readPhraseSyllables(first: unknown, overrides?: unknown, rules?: unknown): ReadSyllable[] {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return readPhraseSyllablesPositional(o.text as string, o.overrides as ReadingOverrides, o.rules as ReadingRules);
  }
  return readPhraseSyllablesPositional(first as string, overrides as ReadingOverrides, rules as ReadingRules);
}

/**
 * `readPhrase({ text: '金剛山', rules: 'contextual' })`; the positional `readPhrase(phrase, overrides, rules)` keeps working (deprecated:
 * the object names its fields).
 * Reads one word or phrase (no spaces).
 */
export function readPhrase(args: { text: string; overrides?: ReadingOverrides; rules?: ReadingRules }): string;
/** @deprecated Positional form; use readPhrase({ text, overrides, rules }). */
export function readPhrase(phrase: string, overrides?: ReadingOverrides, rules?: ReadingRules): string;
export function readPhrase(first: unknown, overrides?: unknown, rules?: unknown): string {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return readPhrasePositional(o.text as string, o.overrides as ReadingOverrides, o.rules as ReadingRules);
  }
  return readPhrasePositional(first as string, overrides as ReadingOverrides, rules as ReadingRules);
}

/**
 * `readText({ text: '金剛山', rules: 'contextual' })`; the positional `readText(text, overrides, rules)` keeps working (deprecated:
 * the object names its fields).
 * Reads a text of phrases separated by spaces, phrase by phrase.
 */
export function readText(args: { text: string; overrides?: ReadingOverrides; rules?: ReadingRules }): string;
/** @deprecated Positional form; use readText({ text, overrides, rules }). */
export function readText(text: string, overrides?: ReadingOverrides, rules?: ReadingRules): string;
export function readText(first: unknown, overrides?: unknown, rules?: unknown): string {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return readTextPositional(o.text as string, o.overrides as ReadingOverrides, o.rules as ReadingRules);
  }
  return readTextPositional(first as string, overrides as ReadingOverrides, rules as ReadingRules);
}

/**
 * `unreadableChars({ text: '金剛山' })`; the positional `unreadableChars(text, overrides)` keeps working (deprecated:
 * the object names its fields).
 * The characters of a text that neither the table nor the overrides can read.
 */
export function unreadableChars(args: { text: string; overrides?: ReadingOverrides }): string[];
/** @deprecated Positional form; use unreadableChars({ text, overrides }). */
export function unreadableChars(text: string, overrides?: ReadingOverrides): string[];
export function unreadableChars(first: unknown, overrides?: unknown): string[] {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return unreadableCharsPositional(o.text as string, o.overrides as ReadingOverrides);
  }
  return unreadableCharsPositional(first as string, overrides as ReadingOverrides);
}
