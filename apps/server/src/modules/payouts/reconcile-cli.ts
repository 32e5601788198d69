import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { payoutChain } from './payout-chain.ts';
import { reconcilePayouts } from './payout-reconcile.ts';
import { payoutSettings } from './payout-settings.ts';

/**
 * `npm run payouts:reconcile`: compares the ledger's completed payouts with the token's Transfer
 * events from the hot wallet, prints every mismatch, stores the result for the back office, and
 * exits 1 when there is any (so a cron job can alert on it).
 */
const config = loadConfig();
const settings = payoutSettings(config);
if (!settings.chain) {
  console.error('Payouts are off: set KKUB_RPC_URL, KKUB_TOKEN_ADDRESS and PAYOUT_HOT_WALLET_KEY.');
  process.exit(2);
}
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.dataDir}/pglite` },
);
try {
  const result = await reconcilePayouts(database.db, systemClock, payoutChain(settings.chain));
  console.log(
    `Blocks ${result.fromBlock}-${result.toBlock}: ${result.payoutsChecked} completed payouts, ` +
      `${result.transfersOnChain} Transfer events from the hot wallet, ${result.mismatches.length} mismatches.`,
  );
  for (const mismatch of result.mismatches) {
    console.log(
      `- ${mismatch.kind}${mismatch.payoutId ? ` payout #${mismatch.payoutId}` : ''}: ${mismatch.detail}${mismatch.txHash ? ` (${mismatch.txHash})` : ''}`,
    );
  }
  process.exitCode = result.mismatches.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
