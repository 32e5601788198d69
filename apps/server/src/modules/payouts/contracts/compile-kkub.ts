import { readFile } from 'node:fs/promises';
import type { Abi, Hex } from 'viem';
import { compileSolidity } from '../../../lib/solidity-compiler.ts';

/**
 * Compiles contracts/KKUB.sol (OpenZeppelin's ERC-20 with pause) with solc-js, like the member
 * card. Only the local chain (`npm run chain:dev`, tests, the bench) deploys it; the site itself
 * talks to any ERC-20 through viem's standard ABI.
 */
export async function compileKkub(): Promise<{ abi: Abi; bytecode: Hex }> {
  const source = await readFile(new URL('./KKUB.sol', import.meta.url), 'utf8');
  return compileSolidity('KKUB.sol', source, 'KKUB');
}
