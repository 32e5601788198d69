import { AVATAR_MAX_BYTES } from '@app/contracts/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { avatarUrl } from './profile.service.ts';

export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
/**
 * Pixel limits of an uploaded image. A few kilobytes of PNG can claim a 7000×7000 canvas, and
 * decoding is paid by the pixel, not by the byte; any real photo or phone screenshot fits.
 */
export const AVATAR_MAX_SIDE = 8000;
export const AVATAR_MAX_PIXELS = 25_000_000;

/** The size the image's header claims, read without decoding it. */
async function claimedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch {
    throw new AppError('AVATAR_TYPE_INVALID');
  }
}

/** What the bytes are, by their signature, whatever the file name or declared type claims. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Stores a new avatar: checked by content, then decoded and re-encoded as a 256×256 WebP so that
 * nothing the user sent (metadata, trailing data, a disguised file) is ever served back.
 */
export async function saveAvatar(
  db: Db,
  clock: Clock,
  userId: number,
  bytes: Buffer,
): Promise<{ avatarUrl: string }> {
  if (bytes.length === 0) throw new AppError('AVATAR_REQUIRED');
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  if (!sniffImageType(bytes)) throw new AppError('AVATAR_TYPE_INVALID');
  const { width, height } = await claimedSize(bytes);
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS) {
    throw new AppError('AVATAR_DIMENSIONS_TOO_LARGE');
  }
  let image: Buffer;
  try {
    // The decoder enforces the same limit itself, whatever the header claimed.
    image = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, sequentialRead: true, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('AVATAR_TYPE_INVALID');
  }
  const now = clock.now();
  await db
    .update(users)
    .set({ avatar: image, avatarUpdatedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return { avatarUrl: avatarUrl(userId, now)! };
}

export async function loadAvatar(db: Db, userId: number): Promise<{ image: Buffer; updatedAt: Date }> {
  const [row] = await db
    .select({ image: users.avatar, updatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.image || !row.updatedAt) throw new AppError('NOT_FOUND');
  return { image: row.image, updatedAt: row.updatedAt };
}
