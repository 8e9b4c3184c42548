/**
 * Wire contracts: the shapes of the reference backend's requests and answers (spec §3, §7), shared by
 * the server (which validates them with schemas) and the front end (which reads them). Types only.
 */
export type * from './site-config.ts';
export type * from './errors.ts';
export type * from './user.ts';
export type * from './accounts.ts';
export type * from './auth.ts';
export type * from './content.ts';
export type * from './betting.ts';
export type * from './payments.ts';
export type * from './casino-catalogue.ts';
export type * from './casino-games.ts';
export type * from './results.ts';
export type * from './toto.ts';
export type * from './cyber.ts';
export type * from './bonuses.ts';
export type * from './verification.ts';
export type * from './support.ts';
