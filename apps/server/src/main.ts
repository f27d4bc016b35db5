import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);

// SIGTERM: stop accepting, let in-flight requests finish, then close the databases (onClose hooks).
closeWithGrace({ delay: config.shutdownGraceMs, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ host: config.host, port: config.port });
