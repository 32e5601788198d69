import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/**
 * The one uploaded file of a multipart request (avatars, article covers, reward pictures), or
 * AVATAR_TOO_LARGE when it passes the route's size limit; a broken form is a bad request.
 */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('AVATAR_REQUIRED');
  try {
    const file = await request.file();
    if (!file) throw new AppError('AVATAR_REQUIRED');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('AVATAR_TOO_LARGE');
    throw new AppError('BAD_REQUEST');
  }
}
