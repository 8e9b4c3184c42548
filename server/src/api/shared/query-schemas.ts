/** The bounded query numbers live with every other wire schema in @arena/contracts (common.ts); re-exported for the concepts not yet migrated. */
export { HistoryPageQuery, MAX_HISTORY_OFFSET, MAX_ROW_ID, RowIdQuery } from '@arena/contracts';
