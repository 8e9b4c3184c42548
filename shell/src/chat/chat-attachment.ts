/**
 * The chat's view of the shared upload rule (@arena/domain uploadRules, the one the server checks): the
 * browser's check before sending and the server's refusals, each as the dictionary key the widget shows.
 */
import { UPLOAD_MAX_BYTES, uploadNameProblem } from '@arena/domain';

export { UPLOAD_ACCEPT } from '@arena/domain';

/** The size limit as the texts say it ({{max}} MB). */
export const UPLOAD_MAX_MB = String(UPLOAD_MAX_BYTES / (1024 * 1024));

export type ChatFileProblemKey = 'chat_file_missing' | 'chat_file_type' | 'chat_file_too_large' | 'chat_file_quota' | 'chat_too_fast' | 'chat_send_failed';

/** Checked by name and size before anything is sent; the server checks the content again. */
export function chatFileProblem(file: { name: string; size: number } | null | undefined): ChatFileProblemKey | null {
  const problem = uploadNameProblem(file);
  return problem === null ? null : `chat_file_${problem}`;
}

/** The server's refusal code (support/README.md: upload rules, quotas, the flood limit) as the widget's text. */
export function chatFileRefusal(code: string | undefined): ChatFileProblemKey {
  if (code === 'file_type' || code === 'file_too_large' || code === 'file_missing') return `chat_${code}`;
  if (code === 'ticket_attachments_limit' || code === 'ticket_attachments_size_limit' || code === 'daily_attachments_limit' || code === 'daily_attachments_size_limit') return 'chat_file_quota';
  if (code === 'messages_too_frequent') return 'chat_too_fast';
  return 'chat_send_failed';
}
