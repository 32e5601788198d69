// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Pausable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// KKUB for a local chain: wrapped KUB (18 decimals, 1:1 with KUB). The owner mints (playing the
/// bridge that wraps KUB) and can pause transfers, which is how tests make a payout revert.
contract KKUB is ERC20, ERC20Pausable, Ownable {
    constructor(address initialOwner) ERC20("Wrapped KUB", "KKUB") Ownable(initialOwner) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Pausable) {
        super._update(from, to, value);
    }
}
