// Written by `npm run resources:index` (server/resources/write-screens.ts): the screens of every
// entity folder (domain/<entity>/screens.generated.ts), gathered for domain/routes.ts.
export * from './claims/screens.generated.ts';
export * from './customers/screens.generated.ts';
export * from './delivery/screens.generated.ts';
export * from './finance/screens.generated.ts';
export * from './lottery/screens.generated.ts';
export * from './offers/screens.generated.ts';
export * from './orders/screens.generated.ts';
export * from './products/screens.generated.ts';
export * from './purchase-orders/screens.generated.ts';
export * from './quick-replies/screens.generated.ts';
export * from './recipes/screens.generated.ts';
export * from './refunds/screens.generated.ts';
export * from './stock/screens.generated.ts';
export * from './suppliers/screens.generated.ts';
export * from './system/screens.generated.ts';
export * from './users/screens.generated.ts';
export * from './vouchers/screens.generated.ts';
