/** What the betting plugins share: the API context, the catalogue and the open live streams. */
import type { ApiContext } from '../shared/context.ts';
import type { CatalogueService } from './catalogue/catalogue-service.ts';

export interface BettingContext {
  ctx: ApiContext;
  catalogue: CatalogueService;
  /** Stoppers of the open SSE streams, ended when the server closes (else close would wait on them). */
  streams: Set<() => void>;
}
