/** What the betting plugins share: the API context, the catalogue, the live feed and the open streams. */
import type { ApiContext } from '../shared/context.ts';
import type { CatalogueService } from './catalogue/catalogue-service.ts';
import type { LiveFanout } from '../../platform/live/live-fanout.ts';

export interface BettingContext {
  ctx: ApiContext;
  catalogue: CatalogueService;
  /** The live feed's one odds source and its clients (live/live-fanout.ts). */
  live: LiveFanout;
  /** Stoppers of the open SSE streams, ended when the server closes (else close would wait on them). */
  streams: Set<() => void>;
}
