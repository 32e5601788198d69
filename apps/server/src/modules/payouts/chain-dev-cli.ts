import { startLocalKkubChain } from './contracts/local-kkub-chain.ts';

/**
 * `npm run chain:dev`: a local chain for a quick start. Starts ganache on 127.0.0.1:8545 (or
 * CHAIN_DEV_PORT), deploys KKUB (OpenZeppelin ERC-20), funds the hot wallet with 1,000,000 KKUB
 * and gas, and prints the variables that switch payouts on. Keep it running beside `npm start`.
 */
const port = Number(process.env.CHAIN_DEV_PORT ?? 8545);
const chain = await startLocalKkubChain({ port, chainId: 1337 });
const confirmations = 1;
console.log(`Local chain on ${chain.rpcUrl} (chain id ${chain.chainId}), KKUB at ${chain.token}.
The hot wallet ${chain.hotWallet} holds 1,000,000 KKUB. Start the site with:

KKUB_RPC_URL=${chain.rpcUrl} \\
KKUB_TOKEN_ADDRESS=${chain.token} \\
PAYOUT_HOT_WALLET_KEY=${chain.hotWalletKey} \\
KKUB_CHAIN_ID=${chain.chainId} \\
PAYOUT_CONFIRMATIONS=${confirmations} \\
WALLET_RPC_URL=${chain.rpcUrl} \\
npm start

Blocks are mined as transactions arrive. Prove a wallet in your profile, redeem points on the
dashboard, and the KKUB arrives in that wallet (add the token ${chain.token} to the wallet app,
network ${chain.rpcUrl}, chain id ${chain.chainId}). Ctrl+C stops the chain (its state is lost).`);

const stop = async () => {
  await chain.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
