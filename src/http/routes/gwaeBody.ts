/**
 * The body of GET /v1/tojeong/gwae/{id}, serialized once per (edition, id,
 * reading) with its strong ETag (a hash of the exact bytes), so a request
 * costs a map look-up.
 */
import { createHash } from 'node:crypto';
import { READING_TABLE_VERSION } from '../../hanja/index.js';
import type { GwaeText } from '../../tojeong/text/index.js';
import { INTERFACE_VERSION } from '../../version.js';

export interface GwaeBody {
  body: string;
  etag: string;
}

const cache = new WeakMap<GwaeText, Map<string, GwaeBody | null>>();

export function cachedGwaeBody(text: GwaeText, id: string, reading: boolean): GwaeBody | null {
  let bodies = cache.get(text);
  if (!bodies) cache.set(text, (bodies = new Map()));
  const key = `${id}:${reading ? 1 : 0}`;
  let entry = bodies.get(key);
  if (entry === undefined) {
    const gwae = text.gwae(id, reading);
    if (gwae) {
      const body = JSON.stringify({
        data: { gwae, source: { text: text.sourceText, readingTable: reading ? READING_TABLE_VERSION : null } },
        version: INTERFACE_VERSION,
      });
      entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    } else {
      entry = null;
    }
    bodies.set(key, entry);
  }
  return entry;
}
