import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getAddress } from 'viem';
import { z } from 'zod';

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

const storedAccount = z.object({
  sub: z.string().min(1).max(100),
  name: z.string().min(1).max(80),
  email: z.string().email().max(200),
  emailVerified: z.boolean(),
  exchangeWalletAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  nextWalletAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  kycLevel: z.number().int().min(0).max(10),
});

/**
 * The demo accounts, with those opened or changed at run time read back from `file` (entries
 * there replace the built-in account of the same `sub`). An unreadable file is ignored.
 */
export function loadDemoAccounts(base: DemoExchangeAccount[] | undefined, file: string | undefined) {
  const accounts = (base ?? DEMO_EXCHANGE_ACCOUNTS).map((account) => ({ ...account }));
  if (!file) return accounts;
  let stored: DemoExchangeAccount[] = [];
  try {
    stored = z.array(storedAccount).parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return accounts;
  }
  for (const account of stored) {
    const at = accounts.findIndex((a) => a.sub === account.sub);
    if (at >= 0) accounts[at] = account;
    else accounts.push(account);
  }
  return accounts;
}

/** Writes the accounts to `file` (atomically: a crash never leaves half a file behind). */
export function saveDemoAccounts(accounts: DemoExchangeAccount[], file: string | undefined): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(accounts, null, 2)}\n`);
  renameSync(temporary, file);
}

const randomAddress = () => getAddress(`0x${randomBytes(20).toString('hex')}`);

/** What is wrong with the name or e-mail given for a new account. */
export type OpenAccountProblem = 'nameInvalid' | 'emailInvalid';

/** A new exchange account from a name and an e-mail (verified, KYC not done), or what is wrong. */
export function openDemoAccount(name: string, email: string): DemoExchangeAccount | OpenAccountProblem {
  const cleanName = name.trim().replace(/\s+/g, ' ');
  if (!cleanName || cleanName.length > 80 || cleanName.includes('\u0000')) return 'nameInvalid';
  const parsedEmail = z.string().trim().toLowerCase().email().max(200).safeParse(email);
  if (!parsedEmail.success) return 'emailInvalid';
  return {
    sub: `bk-${randomBytes(6).toString('hex')}`,
    name: cleanName,
    email: parsedEmail.data,
    emailVerified: true,
    exchangeWalletAddress: randomAddress(),
    nextWalletAddress: randomAddress(),
    kycLevel: 0,
  };
}
