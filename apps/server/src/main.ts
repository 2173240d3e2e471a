import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import { seedStepsFor } from './seed-steps';
import { createFieldCipher } from './platform/field-encryption';
import { buildApp } from './app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { SEED_DEMO_DATA, NODE_ENV, DATA_ENCRYPTION_KEY } = config;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    // Demo accounts have published credentials: production seeds none (seedStepsFor). Seeded
    // under the start-up lock: instances started together seed once (decision 063).
    prepare: SEED_DEMO_DATA
      ? (db) =>
          seedDatabase(db, seedStepsFor(NODE_ENV), {
            cipher: createFieldCipher(DATA_ENCRYPTION_KEY),
          })
      : undefined,
  });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A connection that will not end must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000).unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `Golden Sweeps is serving ${config.PUBLIC_URL} on port ${config.PORT} (${database.kind})`,
  );
  if (config.NODE_ENV !== 'production') {
    app.log.warn(
      `${config.NODE_ENV} mode: the dev mailbox (${config.PUBLIC_URL}/dev/mailbox) shows every email and SMS code to anyone, ` +
        'payments go to the built-in sandbox providers, and published demo secrets are accepted. ' +
        'Never expose this to players: set NODE_ENV=production (README "Production checklist").',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
