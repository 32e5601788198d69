import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

/**
 * Compiles contracts/KKUB.sol (OpenZeppelin's ERC-20 with pause) with solc-js for the EVM version
 * `paris`, like the member card. Only the local chain (`npm run chain:dev`, tests, the bench)
 * deploys it; the site itself talks to any ERC-20 through viem's standard ABI.
 */
export async function compileKkub(): Promise<{ abi: Abi; bytecode: Hex }> {
  const { default: solc } = (await import('solc')) as {
    default: { compile(input: string, options: { import(path: string): object }): string };
  };
  const require = createRequire(import.meta.url);
  const source = await readFile(new URL('./KKUB.sol', import.meta.url), 'utf8');
  const findImport = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    } catch {
      return { error: `not found: ${path}` };
    }
  };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'KKUB.sol': { content: source } },
        settings: {
          evmVersion: 'paris',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { 'KKUB.sol': { KKUB: ['abi', 'evm.bytecode.object'] } },
        },
      }),
      { import: findImport },
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts['KKUB.sol']!.KKUB!;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
