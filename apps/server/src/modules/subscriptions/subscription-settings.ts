import type { Config } from '../../config.ts';

/** Where member cards are minted; null keeps them off chain (the page says so). */
export interface NftSettings {
  rpcUrl: string;
  contractAddress: `0x${string}`;
  minterKey: `0x${string}`;
}

export interface SubscriptionSettings {
  /** Origin for absolute links in ERC-721 metadata (wallets fetch the image from there). */
  publicUrl: string;
  nft: NftSettings | null;
}

type SettingsSource = Pick<Config, 'NODE_ENV'> &
  Partial<Pick<Config, 'PUBLIC_URL' | 'PORT' | 'NFT_RPC_URL' | 'NFT_CONTRACT_ADDRESS' | 'NFT_MINTER_KEY'>>;

/** Minting is on only when all three chain settings are given (checked at start-up, see config.ts). */
export function subscriptionSettings(config: SettingsSource): SubscriptionSettings {
  const { NFT_RPC_URL: rpcUrl, NFT_CONTRACT_ADDRESS: contract, NFT_MINTER_KEY: key } = config;
  return {
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT ?? 3000}`).replace(/\/+$/, ''),
    nft:
      rpcUrl && contract && key
        ? { rpcUrl, contractAddress: contract as `0x${string}`, minterKey: key as `0x${string}` }
        : null,
  };
}
