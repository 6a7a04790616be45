/** The shape of an edition file (format v1), as the schema in editionSchema.ts describes it. */
import { libraryCallError } from '../../args.js';
import type { ReadingOverrides } from '../../hanja/reading.js';

export type Verse = string | { hanja: string; reading: string };

export interface EditionGwae {
  title: { hanja: string; reading?: string };
  yearly: Verse[];
  monthly: Record<string, Verse[]>;
  readingOverrides?: ReadingOverrides;
}

export interface EditionMeta {
  id: string;
  title: string;
  source: string;
  license: string;
  version: string;
}

export interface Edition {
  format: string;
  edition: EditionMeta;
  readingOverrides?: ReadingOverrides;
  gwae: Record<string, EditionGwae>;
}

/** A problem in an edition, with its place (gwae, section, month, verse) so an editor can find it. */
export interface EditionProblem {
  place: string;
  message: string;
}

export function formatProblems(problems: readonly EditionProblem[]): string {
  try {
    return problems.map((p) => `${p.place}: ${p.message}`).join('\n');
  } catch (error) {
    throw libraryCallError('formatProblems', "formatProblems([{ place: 'gwae 111', message: 'no title' }])", error);
  }
}
