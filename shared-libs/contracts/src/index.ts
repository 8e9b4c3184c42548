/**
 * @arena/contracts: the TypeBox schema of every request body, params, querystring and JSON answer of the
 * reference backend (spec §7), one file per backend concept. The server validates and serialises with these
 * very objects (server/src/api/route-contracts.test.ts holds every route to it); @arena/domain's wire types
 * are `Static<typeof Schema>` of them. Browser code imports types only (eslint: no value import outside the
 * server and tests), so TypeBox never reaches a bundle and the package is not in the import map.
 */
export * from './common.ts';
export * from './auth.ts';
export type { Static } from 'typebox';
export * from './profile.ts';
export * from './accounts.ts';
export * from './payments.ts';
export * from './limits.ts';
export * from './fingerprint.ts';
export * from './captcha.ts';
export * from './phone.ts';
export * from './currencies.ts';
export * from './redirects.ts';
export * from './blocks.ts';
export * from './config.ts';
export * from './session.ts';
export * from './dictionaries.ts';
export * from './content.ts';
export * from './seo.ts';
export * from './site-facts.ts';
export * from './support.ts';
export * from './support-chat.ts';
export * from './betting.ts';
export * from './betting-coupons.ts';
export * from './toto.ts';
export * from './cyber.ts';
export * from './results.ts';
export * from './casino.ts';
export * from './bonuses.ts';
export * from './verification.ts';
export * from './test-controls.ts';
