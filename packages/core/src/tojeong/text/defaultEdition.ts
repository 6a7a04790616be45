/**
 * The default edition shipped in data/gwae/ (npm run build:gwae), for library
 * use, loaded as a JSON module with this export (no file read, so it bundles).
 * It is not passed through validateEdition here: that needs Ajv, and importing the library must load no dependency; the file
 * is the build's own output, which the test suite validates and rebuilds byte
 * for byte. The service validates every edition it installs, this one
 * included (src/tojeong/text/load.ts of the service).
 */
import editionFile from '../../../data/gwae/edition.json' with { type: 'json' };
import type { Edition } from './edition.js';
import { GwaeText } from './gwaeText.js';

/** Where `npm run build:gwae` writes the default edition, under data/. */
export const DEFAULT_EDITION_FILE = 'gwae/edition.json';

/** The default edition as the file holds it (the service validates it before serving it). */
export const DEFAULT_EDITION: Edition = editionFile as unknown as Edition;

let defaultText: GwaeText | undefined;

/** The default edition's text: `defaultGwaeText().gwae('212', true)` is gwae 212 with readings. */
export function defaultGwaeText(): GwaeText {
  return (defaultText ??= new GwaeText(DEFAULT_EDITION));
}
