/**
 * The imports of a TypeScript file as text, for the architecture test: every
 * `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`
 * with its line and whether it imports types only. A simple reader, not a
 * parser: it looks for statements at the start of a line, which is where the
 * code of this repository writes them, so an example inside a string or a
 * comment is not taken for an import.
 */
import { dirname, join, normalize } from 'node:path';

export interface Import {
  specifier: string;
  line: number;
  /** `import type …`, `export type …`, or every name in the braces marked `type`: erased from the JavaScript. */
  typeOnly: boolean;
}

// `import x`, `import * as x`, `import { … }` (over several lines), `import x, { … }`, and the same with `export` and `type`.
const STATEMENT = /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?((?:[\w$]+[ \t]*,[ \t]*)?(?:\*(?:[ \t]+as[ \t]+[\w$]+)?|\{[^}]*\}|[\w$]+))[ \t]*from[ \t]*'([^']+)'/gm;
const SIDE_EFFECT = /^[ \t]*import[ \t]*'([^']+)'/gm;
const DYNAMIC = /\bimport\([ \t]*'([^']+)'[ \t]*\)/g;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function namesAreTypes(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!.split(',').map((name) => name.trim()).filter((name) => name !== '');
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

export function importsOf(text: string): Import[] {
  const found: Import[] = [];
  for (const m of text.matchAll(STATEMENT)) found.push({ specifier: m[3]!, line: lineAt(text, m.index), typeOnly: m[1] !== undefined || namesAreTypes(m[2]!) });
  for (const m of text.matchAll(SIDE_EFFECT)) found.push({ specifier: m[1]!, line: lineAt(text, m.index), typeOnly: false });
  for (const m of text.matchAll(DYNAMIC)) found.push({ specifier: m[1]!, line: lineAt(text, m.index), typeOnly: false });
  return found.sort((a, b) => a.line - b.line);
}

/** The repository path a relative specifier of `file` names, with the `.ts` the `.js` of an ESM import stands for. */
export function resolveRelative(file: string, specifier: string): string {
  return normalize(join(dirname(file), specifier)).replace(/\.js$/, '.ts');
}
