/** office/verification and office/identification (server/src/api/verification): the schemas of @arena/contracts verification.ts. */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type VerificationPurpose = Static<typeof Wire.VerificationPurpose>;
export type VerificationDocumentKind = Static<typeof Wire.DocumentKind>;
export type VerificationDocumentStatus = Static<typeof Wire.DocumentStatus>;
export type VerificationStatus = Static<typeof Wire.VerificationStatus>;
export type VerificationDocument = Static<typeof Wire.VerificationDocument>;
/** A purpose's state: its overall status, the kinds it needs and the player's documents (newest first). */
export type VerificationState = Static<typeof Wire.VerificationState>;
