// The one list of tables, for Drizzle (queries) and drizzle-kit (migrations). Each domain owns its file.
export * from '../accounts/schema';
export * from '../cart/schema';
export * from '../catalog/schema';
export * from '../checkout/schema';
export * from '../mail/schema';
export * from '../newsletter/schema';
export * from '../orders/schema';
export * from '../payments/schema';
export * from '../platform/schema';
export * from '../reservations/schema';
