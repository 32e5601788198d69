// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// OpenZeppelin 5.4's ERC-721 (an npm alias beside the 5.7 the KKUB token uses): from 5.5 on its
// Strings library imports Bytes, whose `mcopy` needs the Cancun EVM, while the card is compiled for
// `paris` so it deploys on chains that have not adopted Cancun, and runs on ganache (Shanghai).
import {ERC721} from "@openzeppelin/contracts-paris/token/ERC721/ERC721.sol";

/// The site's membership card: OpenZeppelin's ERC-721, whose tokens only the site's minter creates.
/// Token ids are the site's subscription ids; tokenURI points at the site's metadata JSON.
/// Transfers are the standard's: safeTransferFrom to a contract asks it onERC721Received first.
contract MemberCard is ERC721 {
    address public immutable minter;
    string private baseURI;

    constructor(string memory baseURI_) ERC721("KUB Academy Member Card", "KUBCARD") {
        minter = msg.sender;
        baseURI = baseURI_;
    }

    /// Mints a card once: a second mint of the same id reverts, so a retried job cannot double it.
    /// A plain mint (not _safeMint): the card goes to the wallet the member proved, which may be a
    /// contract wallet that never implemented the receiver hook, and the mint must not fail there.
    function mint(address to, uint256 tokenId) external {
        require(msg.sender == minter, "only the minter");
        _mint(to, tokenId);
    }

    /// `{baseURI}{tokenId}.json`, the metadata the site serves.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        return string.concat(super.tokenURI(tokenId), ".json");
    }

    function _baseURI() internal view override returns (string memory) {
        return baseURI;
    }
}
