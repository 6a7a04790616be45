/** Entry point: `npm start` runs the compiled form of this file. */
import { ConfigError, loadConfig } from '../config.js';
import { EditionError } from '../tojeong/text/index.js';
import { listeningBaseUrl } from '../publicBaseUrl.js';
import { appFromConfig } from './app.js';
import { blockLogDestination } from './transport/logDestination.js';

async function main(): Promise<void> {
  let config;
  let app;
  const logs = blockLogDestination();
  try {
    config = loadConfig();
    ({ app } = await appFromConfig(config, { level: config.logLevel, stream: logs.stream }));
  } catch (error) {
    // A bad variable can surface in either step (the services check the webhook secret).
    if (error instanceof ConfigError) {
      console.error(`configuration error: ${error.message}`);
      process.exit(2);
    }
    if (error instanceof EditionError) {
      console.error(error.message);
      console.error('check an edition with: npm run corpus -- check FILE');
      process.exit(1);
    }
    throw error;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => (logs.close(), process.exit(0)),
        () => (logs.close(), process.exit(1)),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  logs.flush();
  // One line for a person, on stderr (stdout is the JSON log): where to look first.
  const base = listeningBaseUrl(config.mail, app.server.address());
  console.error(`tojeong-api is serving ${base} — playground ${base}/ · API reference and Try it out ${base}/docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
