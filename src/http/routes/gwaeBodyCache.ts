/**
 * The gwae text as the tojeong routes send it, serialized and UTF-8 encoded at
 * start-up for every (id, reading) — 144 ids × 2, so no request renders,
 * serializes or encodes a gwae: the body of GET /v1/tojeong/gwae/{id} with its
 * strong ETag (a hash of the exact bytes), and the part of the POST body that
 * follows the calculation (`"gwae":…,"source":…},"version":…}`), so a request
 * with the text costs a map look-up and one copy instead of 117 verses.
 */
import { createHash } from 'node:crypto';
import { gwaeSource } from '../../tojeong/index.js';
import { GWAE_IDS, type GwaeText } from '../../tojeong/text/index.js';
import { INTERFACE_VERSION } from '../../version.js';

export interface GwaeGetBody {
  body: Buffer;
  etag: string;
}

const READING_MODES = [true, false] as const;
const VERSION_JSON = JSON.stringify(INTERFACE_VERSION);

/** The POST body before the calculation's JSON. */
export const POST_BODY_HEAD = Buffer.from('{"data":{"calc":');

/** One map per reading mode, keyed by gwae id: no key string is built per request. */
interface ByReading<T> {
  withReading: Map<string, T>;
  hanjaOnly: Map<string, T>;
}

const byReading = <T>(): ByReading<T> => ({ withReading: new Map(), hanjaOnly: new Map() });
const pick = <T>(maps: ByReading<T>, reading: boolean) => (reading ? maps.withReading : maps.hanjaOnly);

export class GwaeBodyCache {
  private readonly getBodies = byReading<GwaeGetBody>();
  private readonly postTails = byReading<Buffer>();
  /** The POST tail of an id the edition lacks (or of every id without text): `gwae` null. */
  private readonly postTailWithoutText: Buffer;

  constructor(text: GwaeText | null) {
    // The source as JSON, made once: the same for both reading modes and both endpoints.
    const sourceJson = JSON.stringify(gwaeSource(text));
    const postTail = (gwaeJson: string) => Buffer.from(`,"gwae":${gwaeJson},"source":${sourceJson}},"version":${VERSION_JSON}}`);
    this.postTailWithoutText = postTail('null');
    if (!text) return;
    for (const id of GWAE_IDS) {
      for (const reading of READING_MODES) {
        const gwae = text.gwae(id, reading);
        if (!gwae) continue;
        const gwaeJson = JSON.stringify(gwae);
        const body = Buffer.from(`{"data":{"gwae":${gwaeJson},"source":${sourceJson}},"version":${VERSION_JSON}}`);
        pick(this.getBodies, reading).set(id, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` });
        pick(this.postTails, reading).set(id, postTail(gwaeJson));
      }
    }
  }

  /** The number of (id, reading) bodies held: all 144 × 2 for a complete edition, 0 without text. */
  get size(): number {
    return this.getBodies.withReading.size + this.getBodies.hanjaOnly.size;
  }

  /** The POST body: POST_BODY_HEAD, the calculation's JSON, then this (`gwae` null when the text lacks the id). */
  postTail(id: string, reading: boolean): Buffer {
    return pick(this.postTails, reading).get(id) ?? this.postTailWithoutText;
  }

  /** The GET body, or null when no text is installed or the edition lacks the id. */
  getBody(id: string, reading: boolean): GwaeGetBody | null {
    return pick(this.getBodies, reading).get(id) ?? null;
  }
}
