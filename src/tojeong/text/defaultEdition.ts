/**
 * The default edition shipped in data/gwae/ (npm run build:gwae), for library
 * use, read once on first use. It is not passed through validateEdition here:
 * that needs Ajv, and importing the library must load no dependency; the file
 * is the build's own output, which the test suite validates and rebuilds byte
 * for byte. The service validates every edition it installs, this one
 * included (load.ts).
 */
import { readDataJson } from '../../dataFile.js';
import type { Edition } from './edition.js';
import { GwaeText } from './gwaeText.js';

/** Where `npm run build:gwae` writes the default edition, under data/. */
export const DEFAULT_EDITION_FILE = 'gwae/edition.json';

let defaultText: GwaeText | undefined;

/** The default edition's text: `defaultGwaeText().gwae('212', true)` is gwae 212 with readings. */
export function defaultGwaeText(): GwaeText {
  return (defaultText ??= new GwaeText(readDataJson<Edition>(DEFAULT_EDITION_FILE)));
}
