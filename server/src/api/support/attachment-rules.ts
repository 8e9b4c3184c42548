/**
 * What a player may upload (support attachments, verification documents): JPG, PNG or PDF, recognised by
 * the file's own first bytes (a renamed .exe is not a PDF), not empty, at most the size limit. Pure.
 */

export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

export type AttachmentMime = 'image/jpeg' | 'image/png' | 'application/pdf';
export type AttachmentProblem = 'file_missing' | 'file_too_large' | 'file_type';

const SIGNATURES: ReadonlyArray<{ mime: AttachmentMime; bytes: readonly number[]; extensions: readonly string[] }> = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extensions: ['png'] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extensions: ['jpg', 'jpeg'] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extensions: ['pdf'] },
];

export function sniffMime(data: Uint8Array): AttachmentMime | null {
  const match = SIGNATURES.find((s) => s.bytes.every((byte, i) => data[i] === byte));
  return match?.mime ?? null;
}

export type AttachmentVerdict = { ok: true; mime: AttachmentMime; fileName: string } | { ok: false; problem: AttachmentProblem };

/** Checks an upload: size first (cheap), then the content's type, which must agree with the name's extension. */
export function checkAttachment(fileName: string, data: Uint8Array | null, maxBytes = ATTACHMENT_MAX_BYTES): AttachmentVerdict {
  if (!data || data.length === 0) return { ok: false, problem: 'file_missing' };
  if (data.length > maxBytes) return { ok: false, problem: 'file_too_large' };
  const mime = sniffMime(data);
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const signature = SIGNATURES.find((s) => s.mime === mime);
  if (!mime || !signature?.extensions.includes(extension)) return { ok: false, problem: 'file_type' };
  // Only a plain base name is kept: no paths, no control characters.
  const safeName = fileName.replace(/^.*[\\/]/, '').replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 100);
  return { ok: true, mime, fileName: safeName };
}
