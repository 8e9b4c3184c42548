/**
 * Verification and identification documents (spec §3 verification_status / verification_types): which
 * documents each purpose needs, the review decision, and the status a purpose shows. Pure.
 *
 * A document's status machine: pending → verified | rejected (by the review on the server clock);
 * a rejected document may be uploaded again (a new pending one); a pending or verified one may not.
 */

export const DOCUMENT_KINDS = {
  verification: ['identity', 'selfie'],
  identification: ['identity', 'address'],
} as const;

export type Purpose = keyof typeof DOCUMENT_KINDS;
export type DocumentKind = 'identity' | 'selfie' | 'address';
export type DocumentStatus = 'pending' | 'verified' | 'rejected';
export type RejectReason = 'low_quality' | 'profile_incomplete';
export type PurposeStatus = 'none' | 'pending' | 'verified' | 'rejected';

/** A review takes this long on the server clock (a demo server: one minute, so a journey can watch it). */
export const REVIEW_SECONDS = { live: 24 * 3600, demo: 60 } as const;
/** A scan smaller than this cannot show a readable document. */
export const MIN_READABLE_BYTES = 5 * 1024;

export const isKindOf = (purpose: Purpose, kind: string): kind is DocumentKind => (DOCUMENT_KINDS[purpose] as readonly string[]).includes(kind);

/** The reviewer's decision: unreadable scans and documents of a player with no name or birthday on file are rejected. */
export function reviewDecision(size: number, profile: { name: string; surname: string; date_birthday: string }): { status: 'verified' } | { status: 'rejected'; reason: RejectReason } {
  if (size < MIN_READABLE_BYTES) return { status: 'rejected', reason: 'low_quality' };
  if (!profile.name || !profile.surname || !profile.date_birthday) return { status: 'rejected', reason: 'profile_incomplete' };
  return { status: 'verified' };
}

/** Whether a new document of a kind may be uploaded, given the newest one of that kind. */
export function uploadRefusal(latest: DocumentStatus | undefined): 'document_pending' | 'document_already_verified' | null {
  if (latest === 'pending') return 'document_pending';
  if (latest === 'verified') return 'document_already_verified';
  return null;
}

/** A purpose's status from the newest document of each kind it needs. */
export function purposeStatus(purpose: Purpose, latestByKind: Partial<Record<DocumentKind, DocumentStatus>>): PurposeStatus {
  const statuses = DOCUMENT_KINDS[purpose].map((kind) => latestByKind[kind]);
  if (statuses.every((s) => s === 'verified')) return 'verified';
  if (statuses.some((s) => s === 'rejected')) return 'rejected';
  if (statuses.some((s) => s === 'pending')) return 'pending';
  return 'none';
}
