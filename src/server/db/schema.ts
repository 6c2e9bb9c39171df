// The one list of tables, for Drizzle (queries) and drizzle-kit (migrations). Each domain owns its file.
export * from '@server/accounts/schema';
export * from '@server/alerts/schema';
export * from '@server/audit/schema';
export * from '@server/cart/schema';
export * from '@server/catalog/options-schema';
export * from '@server/catalog/schema';
export * from '@server/checkout/schema';
export * from '@server/mail/schema';
export * from '@server/newsletter/schema';
export * from '@server/orders/customer-schema';
export * from '@server/orders/rollup-schema';
export * from '@server/orders/schema';
export * from '@server/payments/schema';
export * from '@server/platform/schema';
export * from '@server/reservations/rollup-schema';
export * from '@server/reservations/schema';
export * from '@server/settings/schema';
