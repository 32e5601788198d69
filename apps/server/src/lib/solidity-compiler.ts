import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

/**
 * Compiles one Solidity contract with solc-js (from npm, no compiler download) for the EVM version
 * `paris`, which every chain of the last years runs (no PUSH0). Imports such as
 * `@openzeppelin/contracts/...` resolve from node_modules. solc is a development dependency: the
 * site's contracts are compiled by the tests, the local chain and the deploy scripts, never by the
 * running site.
 */
export async function compileSolidity(
  fileName: string,
  source: string,
  contractName: string,
): Promise<{ abi: Abi; bytecode: Hex }> {
  const { default: solc } = (await import('solc')) as {
    default: { compile(input: string, options: { import(path: string): object }): string };
  };
  const require = createRequire(import.meta.url);
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
        sources: { [fileName]: { content: source } },
        settings: {
          evmVersion: 'paris',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { [fileName]: { [contractName]: ['abi', 'evm.bytecode.object'] } },
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
  const contract = output.contracts[fileName]?.[contractName];
  if (!contract) throw new Error(`${fileName} has no contract ${contractName}`);
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
