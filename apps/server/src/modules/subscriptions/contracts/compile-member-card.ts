import { readFile } from 'node:fs/promises';
import type { Abi, Hex } from 'viem';
import { compileSolidity } from '../../../lib/solidity-compiler.ts';

/**
 * Compiles contracts/MemberCard.sol (OpenZeppelin's ERC-721) with solc-js. Used by the tests and
 * the deploy script; solc is a development dependency, so this is never loaded by the running site.
 */
export async function compileMemberCard(): Promise<{ abi: Abi; bytecode: Hex }> {
  const source = await readFile(new URL('./MemberCard.sol', import.meta.url), 'utf8');
  return compileSolidity('MemberCard.sol', source, 'MemberCard');
}
