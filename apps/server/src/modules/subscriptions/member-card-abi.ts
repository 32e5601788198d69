import { parseAbi } from 'viem';

/** What the site calls on its MemberCard contract (contracts/MemberCard.sol, a minimal ERC-721). */
export const memberCardAbi = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function balanceOf(address owner) view returns (uint256)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);
