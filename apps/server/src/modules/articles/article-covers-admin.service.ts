import { AVATAR_MAX_BYTES } from '@app/contracts/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { articles, coverImages } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { AVATAR_MAX_PIXELS, AVATAR_MAX_SIDE, sniffImageType } from '../profile/avatar.service.ts';
import { type AdminContext, auditedWrite } from '../audit/audited-write.ts';

/** Covers are shown at most this wide (a 2× card on a large screen); larger uploads are scaled down. */
export const COVER_MAX_WIDTH = 1600;
export const COVER_CONTENT_TYPE = 'image/webp';

export function coverUrl(imageId: number): string {
  return `/api/client/article-covers/${imageId}`;
}

/**
 * Checks an uploaded cover the way avatars are checked (size, signature, claimed pixels), then
 * decodes and re-encodes it as WebP, so nothing the uploader sent (metadata, trailing bytes, a
 * disguised file) is ever served back.
 */
export async function encodeCover(bytes: Buffer): Promise<{ image: Buffer; width: number; height: number }> {
  if (bytes.length === 0) throw new AppError('AVATAR_REQUIRED');
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  if (!sniffImageType(bytes)) throw new AppError('AVATAR_TYPE_INVALID');
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new AppError('AVATAR_TYPE_INVALID');
    });
  if (!width || !height) throw new AppError('AVATAR_TYPE_INVALID');
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS) {
    throw new AppError('AVATAR_DIMENSIONS_TOO_LARGE');
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: AVATAR_MAX_PIXELS,
      sequentialRead: true,
      failOn: 'error',
    })
      .rotate()
      .resize({ width: COVER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch {
    throw new AppError('AVATAR_TYPE_INVALID');
  }
}

/** Stores a new cover for an article and points the article at it; the old image stays for history. */
export async function setArticleCover(
  ctx: AdminContext,
  actor: AuditActor,
  articleId: number,
  bytes: Buffer,
): Promise<{ coverImage: string }> {
  const encoded = await encodeCover(bytes);
  return auditedWrite(
    ctx,
    actor,
    { action: 'article.cover', targetType: 'article', tag: 'articles' },
    async (tx) => {
      const [before] = await tx
        .select({ coverImage: articles.coverImage })
        .from(articles)
        .where(eq(articles.id, articleId))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND');
      const [image] = await tx
        .insert(coverImages)
        .values({ articleId, ...encoded, createdAt: ctx.clock.now() })
        .returning({ id: coverImages.id });
      const coverImage = coverUrl(image!.id);
      await tx
        .update(articles)
        .set({ coverImage, updatedAt: ctx.clock.now() })
        .where(eq(articles.id, articleId));
      return {
        result: { coverImage },
        targetId: articleId,
        before,
        after: { coverImage, width: encoded.width, height: encoded.height, bytes: encoded.image.length },
      };
    },
  );
}

export async function loadCover(db: Db, imageId: number): Promise<Buffer> {
  const [row] = await db
    .select({ image: coverImages.image })
    .from(coverImages)
    .where(eq(coverImages.id, imageId));
  if (!row) throw new AppError('NOT_FOUND');
  return row.image;
}
