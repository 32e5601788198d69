/** A person at the exchange, as the local sign-in provider knows them. */
export interface DemoExchangeAccount {
  sub: string;
  name: string;
  email: string;
  emailVerified: boolean;
  exchangeWalletAddress: string;
  nextWalletAddress: string;
  kycLevel: number;
}

/** Demo accounts of the local provider: KYC-verified, not yet verified, and an unverified e-mail. */
export const DEMO_EXCHANGE_ACCOUNTS: DemoExchangeAccount[] = [
  {
    sub: 'bk-100001',
    name: 'Somchai Jaidee',
    email: 'somchai@example.com',
    emailVerified: true,
    exchangeWalletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    nextWalletAddress: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
    kycLevel: 2,
  },
  {
    sub: 'bk-100002',
    name: 'Nicha Srisuk',
    email: 'nicha@example.com',
    emailVerified: true,
    exchangeWalletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    nextWalletAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    kycLevel: 0,
  },
  {
    sub: 'bk-100003',
    name: 'Anan Unverified',
    email: 'anan@example.com',
    emailVerified: false,
    exchangeWalletAddress: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    nextWalletAddress: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    kycLevel: 1,
  },
];
