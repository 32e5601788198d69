import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Places in one W3C Bitstring Status List: the specification's minimum (16 KiB of bits), so that
 * fetching a list tells the issuer little about which of its many holders is being checked.
 */
export const STATUS_LIST_SIZE = 131_072;

/** Where a certificate's status index falls: which list, and which bit of it. */
export function statusListPlace(index: number): { list: number; position: number } {
  return { list: Math.floor(index / STATUS_LIST_SIZE), position: index % STATUS_LIST_SIZE };
}

/**
 * `encodedList` of a status list with these positions set: the GZIP-compressed bitstring as
 * multibase base64url without padding (prefix `u`). Position 0 is the left-most (most significant)
 * bit of the first byte, as the specification counts.
 */
export function encodeStatusList(setPositions: Iterable<number>): string {
  const bits = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const position of setPositions) {
    if (!Number.isInteger(position) || position < 0 || position >= STATUS_LIST_SIZE)
      throw new RangeError(`status list position ${position} is outside the list`);
    bits[position >> 3]! |= 0x80 >> (position & 7);
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Whether the bit at `position` of an `encodedList` is set (for a verifier's reading of a list). */
export function statusListBit(encodedList: string, position: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  if (bits.length * 8 < STATUS_LIST_SIZE) throw new Error('status list shorter than 131,072 entries');
  if (position < 0 || position >= bits.length * 8) throw new RangeError('position outside the list');
  return (bits[position >> 3]! & (0x80 >> (position & 7))) !== 0;
}
