/** @arena/domain: the product's own rules (coupon, odds, currencies, limits) and wire contracts. */
export type * from './contracts/index.ts';
