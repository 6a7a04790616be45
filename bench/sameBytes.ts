/**
 * A keyed endpoint's bare twin: the baseline server primed with the very bytes
 * the service answered to each of the endpoint's requests, so the ratio of the
 * two measures what the service adds (key, limits, validation, the work) and
 * not what sending its answer costs (issue 51).
 */
import type { LoadTarget } from './load.js';

/** Asks the service once per distinct request and primes the bare server with its answers; returns the bare target and the answers' mean size. */
export async function bareTwin(name: string, target: LoadTarget, bareBase: string, barePid: number | undefined): Promise<{ bare: LoadTarget; answerBytes: number }> {
  const answers: Record<string, string> = {};
  const keys = target.method === 'GET' ? [''] : [...new Set(target.bodies ?? [])];
  for (const key of keys) {
    const response = await fetch(target.url, {
      method: target.method,
      headers: { 'content-type': 'application/json', ...(target.apiKey ? { 'x-api-key': target.apiKey } : {}) },
      body: target.method === 'GET' ? undefined : key,
    });
    if (!response.ok) throw new Error(`${name}: the service answered ${response.status} to ${key.slice(0, 120)}`);
    answers[key] = await response.text();
  }
  const slug = encodeURIComponent(name.replace(/[^A-Za-z0-9]+/g, '-'));
  const primed = await fetch(`${bareBase}/prime/${slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answers }) });
  if (!primed.ok) throw new Error(`${name}: the bare server refused the answers (${primed.status})`);
  const texts = Object.values(answers);
  const answerBytes = Math.round(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / texts.length);
  return { bare: { url: `${bareBase}/replay/${slug}`, method: target.method, bodies: target.bodies, pid: barePid }, answerBytes };
}

