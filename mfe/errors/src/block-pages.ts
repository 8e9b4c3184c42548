/**
 * The block pages of spec §2/§4 (empty layout) as data: each page's dictionary texts in the `blocks`
 * namespace (ru/en). Pages a visitor can wait out (updates, opening) also offer a refresh.
 */
import type { BlockPage } from '@arena/routes';

export const BLOCKS_NAMESPACE = 'blocks';

/** The route table's block pages (@arena/routes BLOCK_PAGES), listed here so the app needs the table's types only. */
export const BLOCK_PAGE_IDS = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const satisfies readonly BlockPage[];
export type BlockPageId = (typeof BLOCK_PAGE_IDS)[number];

export interface BlockPageContent {
  titleKey: string;
  textKey: string;
  /** A hint under the text: contact support (blocks that will not lift by themselves) or retry later. */
  hintKey: 'block_support_hint' | 'block_retry_hint';
  /** Whether a refresh button is offered (the block lifts by itself). */
  refresh: boolean;
}

const WAIT_IT_OUT: ReadonlySet<BlockPageId> = new Set(['site-updates', 'coming-soon']);

export function isBlockPage(routeId: string | undefined): routeId is BlockPageId {
  return (BLOCK_PAGE_IDS as readonly string[]).includes(routeId ?? '');
}

export function blockPageContent(page: BlockPageId): BlockPageContent {
  const waits = WAIT_IT_OUT.has(page);
  return { titleKey: `${page}_title`, textKey: `${page}_text`, hintKey: waits ? 'block_retry_hint' : 'block_support_hint', refresh: waits };
}
