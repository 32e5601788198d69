import { createPublicClient, createWalletClient, defineChain, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadConfig } from '../../../config.ts';
import { compileMemberCard } from './compile-member-card.ts';

/**
 * `npm run nft:deploy`: compiles MemberCard.sol and deploys it to NFT_RPC_URL from the key in
 * NFT_MINTER_KEY (that key becomes the only minter), with tokenURI under PUBLIC_URL. Prints the
 * address to put in NFT_CONTRACT_ADDRESS.
 */
const config = loadConfig();
if (!config.NFT_RPC_URL || !config.NFT_MINTER_KEY) {
  console.error('Set NFT_RPC_URL and NFT_MINTER_KEY (and PUBLIC_URL) first.');
  process.exit(1);
}
const transport = http(config.NFT_RPC_URL);
const chainId = await createPublicClient({ transport }).getChainId();
const chain = defineChain({
  id: chainId,
  name: `chain ${chainId}`,
  nativeCurrency: { name: 'KUB', symbol: 'KUB', decimals: 18 },
  rpcUrls: { default: { http: [config.NFT_RPC_URL] } },
});
const account = privateKeyToAccount(config.NFT_MINTER_KEY as `0x${string}`);
const { abi, bytecode } = await compileMemberCard();
const baseUri = `${config.PUBLIC_URL}/api/nft/member-cards/`;
const hash = await createWalletClient({ chain, transport, account }).deployContract({
  abi,
  bytecode,
  args: [baseUri],
});
const receipt = await createPublicClient({ chain, transport }).waitForTransactionReceipt({ hash });
console.log(`MemberCard deployed on chain ${chainId} by ${account.address}`);
console.log(`tokenURI base: ${baseUri}`);
console.log(`NFT_CONTRACT_ADDRESS=${receipt.contractAddress}`);
