import { readFile } from 'node:fs/promises';
import type { Abi, Hex } from 'viem';

/**
 * Compiles contracts/MemberCard.sol with solc-js (from npm, no download) for the EVM version
 * `paris`, which every chain of the last years runs (no PUSH0). Used by the tests and the deploy
 * script; solc is a development dependency, so this is never loaded by the running site.
 */
export async function compileMemberCard(): Promise<{ abi: Abi; bytecode: Hex }> {
  const { default: solc } = (await import('solc')) as { default: { compile(input: string): string } };
  const source = await readFile(new URL('./MemberCard.sol', import.meta.url), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'MemberCard.sol': { content: source } },
        settings: {
          evmVersion: 'paris',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { MemberCard: ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts['MemberCard.sol']!.MemberCard!;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
