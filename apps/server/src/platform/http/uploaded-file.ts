import { cleanFreeText } from '@agent-platform/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * The one file of a multipart/form-data request, whole. A request that is not multipart, has no
 * file, or carries one over the route's limit (its @fastify/multipart `fileSize`) is refused in words.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  tooLargeMessage: string,
): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  const part = await request.file();
  if (!part) throw new AppError('VALIDATION_FAILED', 'Please choose a file to upload.');
  try {
    // The name becomes a document's or a chat file's name: made storable like any free text.
    return { filename: cleanFreeText(part.filename), data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BODY_TOO_LARGE', tooLargeMessage);
    }
    throw error;
  }
}
