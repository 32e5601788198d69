import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { sealingSecrets } from './sealing-secret.ts';
import { resealStoredSecrets } from './sealed-secrets-reseal.ts';

/**
 * `npm run secrets:reseal`: run once every instance has the new EXCHANGE_TOKEN_KEY and the old one
 * as EXCHANGE_TOKEN_KEY_PREVIOUS. Seals what the old key sealed with the new one, prints the
 * counts, and exits 1 while anything stays unreadable (the previous key must not be retired yet,
 * or those users re-verify their exchange link / use a recovery code).
 */
const config = loadConfig();
if (!config.EXCHANGE_TOKEN_KEY_PREVIOUS) {
  console.error('EXCHANGE_TOKEN_KEY_PREVIOUS is not set: nothing to re-seal from.');
  process.exit(2);
}
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.dataDir}/pglite` },
);
try {
  const { exchangeTokens, secondFactorSeeds } = await resealStoredSecrets(
    database.db,
    sealingSecrets(config),
  );
  console.log(
    `Exchange refresh tokens: ${exchangeTokens.resealed} re-sealed, ${exchangeTokens.unreadable} unreadable.\n` +
      `Second-factor seeds: ${secondFactorSeeds.resealed} re-sealed, ${secondFactorSeeds.unreadable} unreadable.`,
  );
  process.exitCode = exchangeTokens.unreadable + secondFactorSeeds.unreadable > 0 ? 1 : 0;
} finally {
  await database.close();
}
