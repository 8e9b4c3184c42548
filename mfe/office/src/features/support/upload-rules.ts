/**
 * What the browser checks before an upload (the server checks the content again): JPG, PNG or PDF by name,
 * not empty, at most 2 MB. Pure; the answer is a dictionary key or null.
 */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'pdf']);

export function uploadProblem(file: { name: string; size: number } | null | undefined): 'upload_missing' | 'upload_type' | 'upload_too_large' | null {
  if (!file || file.size === 0) return 'upload_missing';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.has(extension)) return 'upload_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload_too_large';
  return null;
}
