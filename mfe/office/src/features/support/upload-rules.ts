/**
 * The office's view of the shared upload rule (@arena/domain uploadRules, the one the server checks): its
 * answer as the dictionary key the forms show. The server checks the content again.
 */
import { uploadNameProblem } from '@arena/domain';

export { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@arena/domain';

export function uploadProblem(file: { name: string; size: number } | null | undefined): 'upload_missing' | 'upload_type' | 'upload_too_large' | null {
  const problem = uploadNameProblem(file);
  return problem === null ? null : `upload_${problem}`;
}
