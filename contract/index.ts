// The API's shapes, shared by the console, the server and the tests. The console imports types only
// (`import type`) and the field lists from ./forms.ts, so no schema reaches its bundle.
export * from './advertisement.ts';
export * from './auditEntry.ts';
export * from './common.ts';
export * from './customer.ts';
export * from './customerVoucher.ts';
export * from './dashboard.ts';
export * from './error.ts';
export * from './forms.ts';
export * from './images.ts';
export * from './notification.ts';
export * from './passwordRules.ts';
export * from './permissions.ts';
export * from './pointsEntry.ts';
export * from './session.ts';
export * from './settings.ts';
export * from './staffGrants.ts';
export * from './staffUser.ts';
export * from './transaction.ts';
export * from './voucher.ts';
export * from './voucherRules.ts';
