import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Address,
  decodeDeployData,
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  type Hex,
  isAddressEqual,
  isErc6492Signature,
  parseAbi,
  parseErc6492Signature,
  recoverAddress,
  size,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const factoryAbi = parseAbi(['function createAccount(address owner) returns (address)']);
const revertAbi = parseAbi(['error Error(string reason)']);
const ERC1271_MAGIC = '0x1626ba7e';
const KUB_CHAIN_ID = '0x60';

/** How the node treats requests: answers them, never answers, or answers with a JSON-RPC error. */
export type NodeBehaviour = 'answer' | 'hang' | 'fail';

/**
 * A simple contract wallet: `isValidSignature` accepts a signature of its owner key. A refusal is
 * the "not valid" value, or a revert as Safe does.
 */
interface ContractWallet {
  owner: Address;
  refuses: 'with-value' | 'by-reverting';
}

export interface FakeChainNode {
  url: string;
  /** Every JSON-RPC method asked, in order. */
  methods: string[];
  behaviour: NodeBehaviour;
  /** A deployed contract wallet of the owner key; returns its address. */
  deployWallet(owner: Address, refuses?: ContractWallet['refuses']): Address;
  /** A wallet the factory would deploy for the owner (ERC-6492): its address and the deployment call. */
  plannedWallet(owner: Address): { address: Address; factory: Address; factoryData: Hex };
  close(): Promise<void>;
}

class Reverted extends Error {}

/**
 * A JSON-RPC node of the site's chain with contract wallets on it, speaking the part of the protocol
 * viem's signature check uses: `eth_chainId`, and `eth_call` of the ERC-6492 validator sent
 * deployless (its creation code and constructor arguments, no `to`). The validator runs here as its
 * contract runs on a chain, asking the wallet's ERC-1271 `isValidSignature`.
 */
export async function startFakeChainNode(): Promise<FakeChainNode> {
  const deployed = new Map<string, ContractWallet>();
  const planned = new Map<string, ContractWallet>();
  const factory = randomAddress();

  // The wallet's ERC-1271 `isValidSignature(bytes32,bytes)`: the magic value for its owner's signature.
  const isValidSignature = async (wallet: ContractWallet, hash: Hex, signature: Hex): Promise<Hex> => {
    const signer = await recoverAddress({ hash, signature }).catch(() => undefined);
    if (signer && isAddressEqual(signer, wallet.owner)) return ERC1271_MAGIC;
    if (wallet.refuses === 'by-reverting') throw new Reverted('invalid owner signature');
    return '0xffffffff';
  };

  // What the validator's constructor does: deploy a planned wallet through its factory (ERC-6492),
  // then ask a contract signer's `isValidSignature` (ERC-1271), else recover a plain signature.
  const validate = async (signer: Address, hash: Hex, wrapped: Hex) => {
    let wallet = deployed.get(signer.toLowerCase());
    let signature = wrapped;
    if (isErc6492Signature(wrapped)) {
      const unwrapped = parseErc6492Signature(wrapped);
      signature = unwrapped.signature;
      if (!wallet) wallet = deployThroughFactory(signer, unwrapped.address, unwrapped.data);
    }
    if (wallet) return (await isValidSignature(wallet, hash, signature)) === ERC1271_MAGIC;
    if (size(signature) !== 65)
      throw new Reverted('SignatureValidator#recoverSigner: invalid signature length');
    return isAddressEqual(await recoverAddress({ hash, signature }), signer);
  };

  const deployThroughFactory = (signer: Address, target: Address | undefined, data: Hex | undefined) => {
    const wallet = planned.get(signer.toLowerCase());
    if (!wallet || !target || !data || !isAddressEqual(target, factory))
      throw new Reverted('ERC6492DeployFailed');
    const { args } = decodeFunctionData({ abi: factoryAbi, data });
    if (!isAddressEqual(args[0], wallet.owner)) throw new Reverted('ERC6492DeployFailed');
    return wallet;
  };

  const ethCall = async ({ to, data }: { to?: Address; data: Hex }): Promise<Hex> => {
    if (to || !data.startsWith(erc6492SignatureValidatorByteCode)) return '0x';
    const { args } = decodeDeployData({
      abi: erc6492SignatureValidatorAbi,
      bytecode: erc6492SignatureValidatorByteCode,
      data,
    });
    // The constructor returns one byte: 0x01 valid, 0x00 not.
    return (await validate(...args)) ? '0x01' : '0x00';
  };

  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    if (method === 'eth_chainId') return KUB_CHAIN_ID;
    if (method === 'eth_call') return ethCall(params[0] as { to?: Address; data: Hex });
    throw Object.assign(new Error(`the method ${method} does not exist/is not available`), { code: -32601 });
  };

  const node: FakeChainNode = {
    url: '',
    methods: [],
    behaviour: 'answer',
    deployWallet: (owner, refuses = 'with-value') => {
      const address = randomAddress();
      deployed.set(address.toLowerCase(), { owner, refuses });
      return address;
    },
    plannedWallet: (owner) => {
      const address = randomAddress();
      planned.set(address.toLowerCase(), { owner, refuses: 'with-value' });
      return { address, factory, factoryData: encodeFunctionData({ abi: factoryAbi, args: [owner] }) };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString()) as {
      id: number;
      method: string;
      params: unknown[];
    };
    node.methods.push(method);
    if (node.behaviour === 'hang') return;
    const reply = (body: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...body }));
    };
    if (node.behaviour === 'fail') return reply({ error: { code: -32603, message: 'header not found' } });
    try {
      reply({ result: await answer(method, params) });
    } catch (error) {
      if (!(error instanceof Reverted)) {
        return reply({
          error: { code: (error as { code?: number }).code ?? -32603, message: String(error) },
        });
      }
      const data = encodeErrorResult({ abi: revertAbi, errorName: 'Error', args: [error.message] });
      reply({ error: { code: 3, message: `execution reverted: ${error.message}`, data } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return node;
}

/** A URL where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function randomAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}
