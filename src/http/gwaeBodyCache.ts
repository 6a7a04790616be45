/**
 * The gwae text as the tojeong routes send it, serialized once per (id,
 * reading) and kept: the body of GET /v1/tojeong/gwae/{id} with its strong ETag
 * (a hash of the exact bytes), and the `gwae` and `source` parts of the POST
 * body, so a request with the text costs a map look-up instead of serializing
 * 117 verses.
 */
import { createHash } from 'node:crypto';
import { READING_TABLE_VERSION } from '../hanja/index.js';
import type { GwaeText } from '../tojeong/text/index.js';
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

export class GwaeBodyCache {
  private readonly getBodies = new Map<string, GwaeGetBody | null>();
  private readonly gwaeJson = new Map<string, string>();
  /** `data.source` depends only on whether verses were read aloud. */
  private readonly postSources: { withReading: string; hanjaOnly: string };

  constructor(private readonly text: GwaeText | null) {
    const source = (reading: boolean) =>
      JSON.stringify({
        calc: CALC_SOURCE,
        calendar: CALENDAR_SOURCE,
        text: text?.sourceText ?? null,
        readingTable: text && reading ? READING_TABLE_VERSION : null,
      });
    this.postSources = { withReading: source(true), hanjaOnly: source(false) };
  }

  /** The JSON of the gwae (`null` when no text is installed or the edition lacks the id). */
  private gwae(id: string, reading: boolean): string {
    const key = cacheKey(id, reading);
    let json = this.gwaeJson.get(key);
    if (json === undefined) {
      json = JSON.stringify(this.text?.gwae(id, reading) ?? null);
      this.gwaeJson.set(key, json);
    }
    return json;
  }

  postParts(id: string, reading: boolean): GwaePostParts {
    return { gwae: this.gwae(id, reading), source: reading ? this.postSources.withReading : this.postSources.hanjaOnly };
  }

  /** The GET body, or null when no text is installed or the edition lacks the id. */
  getBody(id: string, reading: boolean): GwaeGetBody | null {
    const key = cacheKey(id, reading);
    let entry = this.getBodies.get(key);
    if (entry === undefined) {
      const gwae = this.gwae(id, reading);
      if (!this.text || gwae === 'null') {
        entry = null;
      } else {
        const source = JSON.stringify({ text: this.text.sourceText, readingTable: reading ? READING_TABLE_VERSION : null });
        const body = `{"data":{"gwae":${gwae},"source":${source}},"version":${JSON.stringify(INTERFACE_VERSION)}}`;
        entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
      }
      this.getBodies.set(key, entry);
    }
    return entry;
  }
}
