import type { FastifyInstance } from 'fastify';
import { type Clock, fixedClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { type Edition, GwaeText, type GwaeTextState } from '../../src/tojeong/text/index.js';

export const NOON_2026_11_21_SEOUL = fixedClock('2026-11-21T03:00:00Z');

/**
 * An app on the default configuration, silent, "now" fixed at 2026-11-21 noon
 * in Seoul, and no gwae text unless an edition is given (so a file a developer
 * installed locally never changes the tests).
 */
export async function testApp(options: { clock?: Clock; edition?: Edition } = {}): Promise<FastifyInstance> {
  const gwaeText: GwaeTextState = options.edition
    ? { installed: true, text: new GwaeText(options.edition), path: '(test)' }
    : { installed: false, path: '(test)' };
  const app = await buildApp({ config: loadConfig({}), clock: options.clock ?? NOON_2026_11_21_SEOUL, logger: false, gwaeText });
  await app.ready();
  return app;
}
