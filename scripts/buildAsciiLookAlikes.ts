/**
 * Generator for src/accounts/asciiLookAlikes.ts (run: `npm run build:look-alikes`):
 * every code point beyond ASCII whose UTS #39 confusable skeleton is ASCII —
 * Cyrillic а (U+0430) → "a", Greek ο (U+03BF) → "o", dotless ı (U+0131) → "i",
 * fullwidth ａ (U+FF41) → "a", the hyphen ‐ (U+2010) → "-", … — grouped by
 * that skeleton. The e-mail rule (src/accounts/email.ts) refuses addresses
 * that print like another address through them.
 *
 * Input: scripts/unicode/confusables.txt, Unicode's security data file of
 * UTS #39 version 17.0.0, unmodified (its origin, digest and licence:
 * scripts/unicode/README.md). The skeleton is the standard's: NFD, default
 * ignorable code points removed, each code point replaced by its prototype,
 * NFD again (UTS #39 section 4). NFD is the running Node's, so the build needs
 * a Node whose Unicode is at least the data's (Node 24 and 26 have 17.0); by
 * Unicode's normalization stability a newer one gives the same table.
 *
 * `buildAsciiLookAlikes()` writes nothing, so the test can compare its output
 * with the committed file (test/accounts/lookAlikes.test.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CONFUSABLES_FILE = new URL('unicode/confusables.txt', import.meta.url);
export const OUTPUT_FILE = new URL('../src/accounts/asciiLookAlikes.ts', import.meta.url);
export const UNICODE_VERSION = '17.0.0';
/** The digest of confusables.txt as Unicode publishes it for 17.0.0: a changed or damaged copy stops the build. */
export const CONFUSABLES_SHA256 = '091c7f82fc39ef208faf8f94d29c244de99254675e09de163160c810d13ef22a';

const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, '0');
const fromHex = (field: string): string => field.trim().split(/\s+/).map((h) => String.fromCodePoint(Number.parseInt(h, 16))).join('');

/** The mappings of confusables.txt: source code point → prototype. Every line is `source ; prototype ; MA # comment`. */
export function parseConfusables(text: string): Map<string, string> {
  const version = /^# Version: (\S+)$/m.exec(text)?.[1];
  if (version !== UNICODE_VERSION) throw new Error(`confusables.txt is version ${version ?? '(none)'}, the build reads ${UNICODE_VERSION}`);
  const map = new Map<string, string>();
  for (const [index, line] of text.split('\n').entries()) {
    const data = line.replace(/#.*/, '').trim();
    if (data === '') continue;
    const fields = data.split(';').map((field) => field.trim());
    if (fields.length !== 3 || fields[2] !== 'MA' || !/^[0-9A-F]{4,6}$/.test(fields[0]!)) throw new Error(`confusables.txt line ${index + 1}: ${line}`);
    const source = fromHex(fields[0]!);
    if (map.has(source)) throw new Error(`confusables.txt line ${index + 1}: ${fields[0]} is mapped twice`);
    map.set(source, fromHex(fields[1]!));
  }
  return map;
}

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const ALL_ASCII = /^[\x00-\x7f]+$/;

/** The UTS #39 skeleton of a string under the given mappings. */
export function skeleton(text: string, prototypes: ReadonlyMap<string, string>): string {
  const nfd = text.normalize('NFD').replace(DEFAULT_IGNORABLE, '');
  let mapped = '';
  for (const ch of nfd) mapped += prototypes.get(ch) ?? ch;
  return mapped.normalize('NFD');
}

/** Skeleton (ASCII) → the code points beyond ASCII that have it, ascending. */
export function asciiLookAlikes(prototypes: ReadonlyMap<string, string>): Map<string, number[]> {
  const [major = 0, minor = 0] = (process.versions.unicode ?? '0').split('.').map(Number);
  const [wantMajor = 0, wantMinor = 0] = UNICODE_VERSION.split('.').map(Number);
  if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
    throw new Error(`this Node has Unicode ${process.versions.unicode}; the table is built with Unicode ${UNICODE_VERSION} or later (Node 24)`);
  }
  const bySkeleton = new Map<string, number[]>();
  for (let cp = 0x80; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const sk = skeleton(String.fromCodePoint(cp), prototypes);
    // An empty skeleton is a default ignorable code point: the address rule refuses those as invisible, whatever they imitate.
    if (sk === '' || !ALL_ASCII.test(sk)) continue;
    const list = bySkeleton.get(sk) ?? [];
    list.push(cp);
    bySkeleton.set(sk, list);
  }
  return new Map([...bySkeleton].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The text of src/accounts/asciiLookAlikes.ts. */
export function buildAsciiLookAlikes(text: string = readFileSync(CONFUSABLES_FILE, 'utf8')): string {
  const digest = createHash('sha256').update(text, 'utf8').digest('hex');
  if (digest !== CONFUSABLES_SHA256) throw new Error(`scripts/unicode/confusables.txt has SHA-256 ${digest}, not the ${UNICODE_VERSION} file's ${CONFUSABLES_SHA256}`);
  const table = asciiLookAlikes(parseConfusables(text));
  const count = [...table.values()].reduce((sum, list) => sum + list.length, 0);
  return [
    '/**',
    ` * GENERATED by scripts/buildAsciiLookAlikes.ts (npm run build:look-alikes) from Unicode ${UNICODE_VERSION}`,
    ' * security/confusables.txt (UTS #39, Unicode Security Mechanisms; scripts/unicode/); do not edit.',
    ' *',
    ` * The ${count} code points beyond ASCII whose confusable skeleton (UTS #39 section 4) is ASCII,`,
    ` * under that skeleton (${table.size} of them), as hexadecimal code points: a character listed under "a"`,
    ' * prints like an ASCII "a".',
    ' *',
    ' * Derived from the Unicode data file, © Unicode, Inc., under the Unicode License v3',
    ' * (SPDX-License-Identifier: Unicode-3.0), whose notice travels with this package in NOTICE.',
    ' */',
    `export const ASCII_LOOK_ALIKES_UNICODE_VERSION = '${UNICODE_VERSION}';`,
    '',
    'export const ASCII_LOOK_ALIKES: Readonly<Record<string, string>> = {',
    ...packed([...table].map(([sk, cps]) => `${JSON.stringify(sk)}: '${cps.map(hex).join(' ')}',`)),
    '};',
    '',
  ].join('\n');
}

/** Entries several to a line, up to 160 characters (a longer entry has a line of its own), so the module stays within the house limit on lines. */
function packed(entries: string[]): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + entry.length <= 160) lines[lines.length - 1] = `${last} ${entry}`;
    else lines.push(`  ${entry}`);
  }
  return lines;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(OUTPUT_FILE, buildAsciiLookAlikes());
  console.log(`wrote ${OUTPUT_FILE.pathname}`);
}
