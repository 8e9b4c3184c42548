/**
 * What one player may send to support (issue 32, finding 6: 25 files of 2 MB went onto one ticket in 0.9 s,
 * and nothing limited how fast messages came). Counted from the stored rows, so no restart or flood of other
 * requests resets them; checked inside the transaction that stores the new message or file.
 */
import type { ApiContext } from '../shared/context.ts';
import { OfficeFailure, officeBadRequest } from '../profile/office-errors.ts';
import { attachmentUsage, playerMessageTimesSince } from './support-store.ts';

/** Files on one ticket, and their total size: a conversation about one problem needs a few receipts. */
export const MAX_ATTACHMENTS_PER_TICKET = 10;
export const MAX_ATTACHMENT_BYTES_PER_TICKET = 10 * 1024 * 1024;
/** Files one player may send in any 24 hours, over all their tickets, and their total size. */
export const MAX_ATTACHMENTS_PER_DAY = 20;
export const MAX_ATTACHMENT_BYTES_PER_DAY = 20 * 1024 * 1024;
/** Messages (new tickets, replies, files, appeals) one player may write per minute: more than a person types. */
export const MAX_MESSAGES_PER_MINUTE = 5;

const DAY_SECONDS = 24 * 3600;
const MINUTE_SECONDS = 60;
const MB = 1024 * 1024;

/** 429 messages_too_frequent when the player has written MAX_MESSAGES_PER_MINUTE messages in the last minute. */
export function assertMessageRate(ctx: ApiContext, userId: number): void {
  const now = ctx.clock.nowSeconds();
  const recent = playerMessageTimesSince(ctx, userId, now - MINUTE_SECONDS);
  if (recent.length < MAX_MESSAGES_PER_MINUTE) return;
  const retryAfter = Math.max(1, recent[recent.length - MAX_MESSAGES_PER_MINUTE]! + MINUTE_SECONDS - now);
  throw new OfficeFailure(429, 'messages_too_frequent', 'messages_too_frequent', { retryAfter }, { max: MAX_MESSAGES_PER_MINUTE });
}

/**
 * 400 when one more file of `size` bytes (0: not read yet, only the count is checked) would pass a quota:
 * `ticket_attachments_limit`, `ticket_attachments_size_limit`, `daily_attachments_limit`, `daily_attachments_size_limit`.
 */
export function assertAttachmentQuota(ctx: ApiContext, userId: number, ticketId: number, size = 0): void {
  const ticket = attachmentUsage(ctx, { ticketId });
  if (ticket.files >= MAX_ATTACHMENTS_PER_TICKET) throw officeBadRequest('ticket_attachments_limit', { max: MAX_ATTACHMENTS_PER_TICKET }, { max: MAX_ATTACHMENTS_PER_TICKET });
  if (ticket.bytes + size > MAX_ATTACHMENT_BYTES_PER_TICKET) {
    throw officeBadRequest('ticket_attachments_size_limit', { maxBytes: MAX_ATTACHMENT_BYTES_PER_TICKET }, { max: MAX_ATTACHMENT_BYTES_PER_TICKET / MB });
  }
  const day = attachmentUsage(ctx, { userId, since: ctx.clock.nowSeconds() - DAY_SECONDS });
  if (day.files >= MAX_ATTACHMENTS_PER_DAY) throw officeBadRequest('daily_attachments_limit', { max: MAX_ATTACHMENTS_PER_DAY }, { max: MAX_ATTACHMENTS_PER_DAY });
  if (day.bytes + size > MAX_ATTACHMENT_BYTES_PER_DAY) {
    throw officeBadRequest('daily_attachments_size_limit', { maxBytes: MAX_ATTACHMENT_BYTES_PER_DAY }, { max: MAX_ATTACHMENT_BYTES_PER_DAY / MB });
  }
}
