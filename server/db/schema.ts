/**
 * The whole database schema, one import for drizzle and drizzle-kit. Tables live in
 * server/db/tables/*.ts by area; later areas (carts, orders, coupons, accounts) add files there
 * and a line here.
 */

export * from './tables/accounts';
export * from './tables/catalog';
export * from './tables/commerce';
export * from './tables/content';
export * from './tables/discounts';
export * from './tables/editor';
export * from './tables/pages';
export * from './tables/rewards';
export * from './tables/wishlist';
