/**
 * What a player may upload (support attachments, verification documents), one rule for the forms and the
 * server (issue 27: the limits and types were copied by hand): JPG, PNG or PDF, not empty, at most 2 MB.
 * The browser checks the name and the size before sending (uploadNameProblem); the server checks the
 * file's own first bytes too (checkUpload), so a renamed .exe is not a PDF. Pure.
 */

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export type UploadMime = 'image/jpeg' | 'image/png' | 'application/pdf';
export type UploadProblem = 'missing' | 'too_large' | 'type';

const UPLOAD_TYPES: ReadonlyArray<{ mime: UploadMime; signature: readonly number[]; extensions: readonly string[] }> = [
  { mime: 'image/jpeg', signature: [0xff, 0xd8, 0xff], extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extensions: ['png'] },
  { mime: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d], extensions: ['pdf'] },
];

/** The file picker's `accept`: the extensions and the types above. */
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)), ...UPLOAD_TYPES.map((t) => t.mime)].join(',');

const extensionOf = (fileName: string): string => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The browser's check before sending: by name and size (it cannot trust the content type it is told). */
export function uploadNameProblem(file: { name: string; size: number } | null | undefined): UploadProblem | null {
  if (!file || file.size === 0) return 'missing';
  const extension = extensionOf(file.name);
  if (!UPLOAD_TYPES.some((t) => t.extensions.includes(extension))) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  return null;
}

/** The type a file's first bytes say it is, or null. */
export function sniffUploadMime(data: Uint8Array): UploadMime | null {
  return UPLOAD_TYPES.find((t) => t.signature.every((byte, i) => data[i] === byte))?.mime ?? null;
}

export type UploadVerdict = { ok: true; mime: UploadMime; fileName: string } | { ok: false; problem: UploadProblem };

/** The server's check of a received file: size first (cheap), then the content's type, which must agree with the name. */
export function checkUpload(fileName: string, data: Uint8Array | null, maxBytes = UPLOAD_MAX_BYTES): UploadVerdict {
  if (!data || data.length === 0) return { ok: false, problem: 'missing' };
  if (data.length > maxBytes) return { ok: false, problem: 'too_large' };
  const mime = sniffUploadMime(data);
  const type = UPLOAD_TYPES.find((t) => t.mime === mime);
  if (!mime || !type?.extensions.includes(extensionOf(fileName))) return { ok: false, problem: 'type' };
  // Only a plain base name is kept: no paths, no control characters.
  const safeName = fileName.replace(/^.*[\\/]/, '').replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 100);
  return { ok: true, mime, fileName: safeName };
}
