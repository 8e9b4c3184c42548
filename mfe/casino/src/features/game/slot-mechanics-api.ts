/** The ways (cascades) and hold-and-win slots as the API answers them: the server's schemas (@arena/contracts casino-slot-mechanics.ts). */
export type { HoldOutcome, HoldPaytable, WaysOutcome, WaysPaytable } from '@arena/domain';
