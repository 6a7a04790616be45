/**
 * The gwae text as the tojeong routes send it, serialized at start-up for every
 * (id, reading) — 144 ids × 2, so no first request pays for it: the body of
 * GET /v1/tojeong/gwae/{id} with its strong ETag (a hash of the exact bytes),
 * and the `gwae` and `source` parts of the POST body, so a request with the
 * text costs a map look-up instead of serializing 117 verses.
 */
import { createHash } from 'node:crypto';
import { READING_TABLE_VERSION } from '../hanja/index.js';
import { GWAE_IDS, type GwaeText } from '../tojeong/text/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../version.js';
import { CALENDAR_SOURCE } from '../calendar/index.js';

export interface GwaeGetBody {
  body: string;
  etag: string;
}

/** JSON fragments of the POST body: `data.gwae` and `data.source`. */
export interface GwaePostParts {
  gwae: string;
  source: string;
}

const cacheKey = (id: string, reading: boolean) => `${id}:${reading ? 1 : 0}`;
const READING_MODES = [true, false] as const;

export class GwaeBodyCache {
  private readonly getBodies = new Map<string, GwaeGetBody>();
  private readonly gwaeJson = new Map<string, string>();
  /** `data.source` depends only on whether verses were read aloud. */
  private readonly postSources: { withReading: string; hanjaOnly: string };

  constructor(text: GwaeText | null) {
    const source = (reading: boolean) =>
      JSON.stringify({
        calc: CALC_SOURCE,
        calendar: CALENDAR_SOURCE,
        text: text?.sourceText ?? null,
        readingTable: text && reading ? READING_TABLE_VERSION : null,
      });
    this.postSources = { withReading: source(true), hanjaOnly: source(false) };
    if (!text) return;
    for (const id of GWAE_IDS) {
      for (const reading of READING_MODES) {
        const gwae = text.gwae(id, reading);
        if (!gwae) continue;
        const gwaeJson = JSON.stringify(gwae);
        const getSource = JSON.stringify({ text: text.sourceText, readingTable: reading ? READING_TABLE_VERSION : null });
        const body = `{"data":{"gwae":${gwaeJson},"source":${getSource}},"version":${JSON.stringify(INTERFACE_VERSION)}}`;
        this.gwaeJson.set(cacheKey(id, reading), gwaeJson);
        this.getBodies.set(cacheKey(id, reading), { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` });
      }
    }
  }

  /** The number of (id, reading) bodies held: all 144 × 2 for a complete edition, 0 without text. */
  get size(): number {
    return this.getBodies.size;
  }

  /** `gwae` is `null` when no text is installed or the edition lacks the id. */
  postParts(id: string, reading: boolean): GwaePostParts {
    return {
      gwae: this.gwaeJson.get(cacheKey(id, reading)) ?? 'null',
      source: reading ? this.postSources.withReading : this.postSources.hanjaOnly,
    };
  }

  /** The GET body, or null when no text is installed or the edition lacks the id. */
  getBody(id: string, reading: boolean): GwaeGetBody | null {
    return this.getBodies.get(cacheKey(id, reading)) ?? null;
  }
}
