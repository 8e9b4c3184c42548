/**
 * Reads one multipart upload (a file part plus small text fields) with a per-route size limit, and turns
 * broken bodies and oversize files into office errors instead of 500s.
 */
import type { MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { officeBadRequest } from '../profile/office-errors.ts';
import { checkUpload, UPLOAD_MAX_BYTES, type UploadMime } from '@arena/domain';

export interface Upload {
  fileName: string;
  mime: UploadMime;
  data: Buffer;
  fields: Record<string, string>;
}

export async function readUpload(request: FastifyRequest, maxBytes = UPLOAD_MAX_BYTES): Promise<Upload> {
  if (!request.isMultipart()) throw officeBadRequest('file_missing');
  const fields: Record<string, string> = {};
  let fileName = '';
  let data: Buffer | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String((part as MultipartValue).value).slice(0, 4096);
      } else if (data === null) {
        fileName = part.filename;
        try {
          data = await part.toBuffer();
        } catch {
          tooLarge = true;
          part.file.resume();
        }
        if (part.file.truncated) tooLarge = true;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else throw officeBadRequest('file_missing');
  }
  const maxKb = Math.round(maxBytes / 1024);
  if (tooLarge) throw officeBadRequest('file_too_large', { maxBytes }, { max: maxKb });
  // The shared upload rule (@arena/domain), the one the forms check before sending; its answers are the
  // office's `file_*` error codes here.
  const verdict = checkUpload(fileName, data, maxBytes);
  if (!verdict.ok) throw officeBadRequest(`file_${verdict.problem}`, verdict.problem === 'too_large' ? { maxBytes } : {}, { max: maxKb });
  return { fileName: verdict.fileName, mime: verdict.mime, data: data!, fields };
}
