/** Entry point: `npm start` runs the compiled form of this file. */
// First: an unsupported Node.js stops here with one line, before any module that would crash it loads.
import '../nodeGuard.js';
import { ConfigError, loadConfig } from '../config.js';
import { EditionError } from '../tojeong/text/index.js';
import { listeningBaseUrl } from '../publicBaseUrl.js';
import { appFromConfig } from './app.js';
import { blockLogDestination } from './transport/logDestination.js';
import { warmUpCostlyAnswers } from './warmUp.js';

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
  app.log.info({ ms: warmUpCostlyAnswers() }, 'costly answers warmed up before listening');
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A setting the operator can change, said as a bad setting is: one line, exit 2 (not a stack trace).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      const why = { EADDRINUSE: 'is in use by another process', EACCES: 'needs privileges this process does not have', EADDRNOTAVAIL: 'is not an address of this machine' }[code];
      const what = code === 'EADDRNOTAVAIL' ? `HOST ${config.host}` : `port ${config.port} on ${config.host}`;
      console.error(`cannot listen: ${what} ${why}; set ${code === 'EADDRNOTAVAIL' ? 'HOST' : 'PORT'} to another (e.g. PORT=${config.port + 1} npm start)`);
      await app.close().catch(() => undefined);
      logs.close();
      process.exit(2);
    }
    throw error;
  }
  logs.flush();
  // One line for a person, on stderr (stdout is the JSON log): where to look first.
  const base = listeningBaseUrl(config.mail, app.server.address());
  console.error(`tojeong-api is serving ${base} — playground ${base}/ · API reference and Try it out ${base}/docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
