// The whole schema, one file per area under schema/. drizzle-kit reads this file to generate the
// migrations in ../../drizzle; the database client uses it for relational queries.
export * from './schema/identity';
export * from './schema/catalog';
export * from './schema/geography';
export * from './schema/promotions';
export * from './schema/contractors';
export * from './schema/bookings';
export * from './schema/customers';
export * from './schema/orders';
export * from './schema/order-events';
export * from './schema/analytics';
export * from './schema/documents';
export * from './schema/tracking';
export * from './schema/dispatch';
export * from './schema/payment-slips';
export * from './schema/audit';
export * from './schema/idempotency';
export * from './schema/messages';
export * from './schema/line';
export * from './schema/quotations';
export * from './schema/sign-offs';
export * from './schema/extras';
