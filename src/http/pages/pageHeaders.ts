/**
 * The headers of the service's HTML pages (the key link's page, the
 * playground, Swagger UI at /docs), written once: each page's own
 * Content-Security-Policy, and beside it what every page sends — no
 * referrer, no content sniffing, no framing.
 */
import { createHash } from 'node:crypto';

export const PAGE_SECURITY_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** A CSP source that allows exactly `text` as an inline script or style. */
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The headers of a page whose scripts (one, or a few in order) and one style
 * are inline, allowed by their hashes and nothing else (no other script or
 * style, no inline event handler), which connects only to its own origin.
 */
export function inlinePageHeaders(scripts: string | readonly string[], style: string, cacheControl: string) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${(typeof scripts === 'string' ? [scripts] : scripts).map(sha256).join(' ')}`,
      `style-src ${sha256(style)}`,
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'cache-control': cacheControl,
    ...PAGE_SECURITY_HEADERS,
  };
}
