/**
 * The playground (GET /): a page in Korean that calls the API of its own
 * origin — a sandbox key, a gwae, a name, a character. Its HTML, style and
 * script are the files of web/ (kept apart so each can be read and edited as
 * what it is; the HTML opens from disk as well), put together once at
 * start-up into one document with the style and the script inline, which the
 * Content-Security-Policy allows by their hashes and nothing else: no other
 * script or style, no inline event handler, no connection but to the origin.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NO_CACHE } from '../transport/cacheControl.js';
import { inlinePageHeaders } from './pageHeaders.js';

/** A file of web/, which sits three levels above both src/http/pages/ (tsx) and dist/http/pages/ (the compiled build). */
function webFile(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../../web/${name}`, import.meta.url)), 'utf8');
}

/** `html` with the one occurrence of `reference` replaced by `inline`; a page whose reference is missing or repeated is a build error. */
function inlineOnce(html: string, reference: string, inline: string): string {
  const at = html.indexOf(reference);
  if (at < 0 || html.indexOf(reference, at + 1) >= 0) throw new Error(`web/playground.html must reference ${JSON.stringify(reference)} exactly once`);
  return html.slice(0, at) + inline + html.slice(at + reference.length);
}

interface StaticPage {
  html: string;
  headers: Readonly<Record<string, string>>;
}

/** Builds the playground from web/playground.{html,css,js}. */
export function buildPlaygroundPage(): StaticPage {
  const style = webFile('playground.css');
  const script = webFile('playground.js');
  // Inline, a "</" sequence would end the element early.
  for (const [name, text, tag] of [['playground.css', style, '</style'], ['playground.js', script, '</script']] as const) {
    if (text.toLowerCase().includes(tag)) throw new Error(`web/${name} must not contain "${tag}": it is inlined into the page`);
  }
  let html = webFile('playground.html');
  html = inlineOnce(html, '<link rel="stylesheet" href="playground.css">', `<style>${style}</style>`);
  html = inlineOnce(html, '<script src="playground.js"></script>', `<script>${script}</script>`);
  // The page is the same for everyone; a new build must be seen at once.
  return { html, headers: inlinePageHeaders(script, style, NO_CACHE) };
}
