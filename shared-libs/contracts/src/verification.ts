/**
 * office/verification and office/identification (server/src/api/verification/README.md): the player's
 * documents and their review. Uploads are multipart { kind, file } (the route reads the stream: NoBody).
 */
import { Type } from 'typebox';

/** identification only while the site config's auth.identificationEnabled. */
export const VerificationPurpose = Type.Enum(['verification', 'identification']);
export const VerificationPurposeParams = Type.Object({ purpose: VerificationPurpose });
export const DocumentKind = Type.Enum(['identity', 'selfie', 'address']);
export const DocumentStatus = Type.Enum(['pending', 'verified', 'rejected']);
export const VerificationStatus = Type.Enum(['none', 'pending', 'verified', 'rejected']);
/** reason: why a rejected document was refused (low_quality, profile_incomplete); times in unix seconds. */
export const VerificationDocument = Type.Object({
  id: Type.Integer(),
  kind: DocumentKind,
  file_name: Type.String(),
  size: Type.Integer(),
  status: DocumentStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Integer(),
  reviewed_at: Type.Union([Type.Integer(), Type.Null()]),
});
/** status: the purpose's overall state; required: the document kinds it needs. */
export const VerificationState = Type.Object({
  purpose: VerificationPurpose,
  status: VerificationStatus,
  required: Type.Array(DocumentKind),
  documents: Type.Array(VerificationDocument),
});
