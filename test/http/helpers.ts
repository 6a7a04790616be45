import type { FastifyInstance } from 'fastify';
import { type Clock, fixedClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';

/** An app on the default configuration, silent, with "now" fixed at 2026-11-21 noon in Seoul. */
export async function testApp(clock: Clock = fixedClock('2026-11-21T03:00:00Z')): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig({}), clock, logger: false });
  await app.ready();
  return app;
}
