import type { ColumnType, Generated } from 'kysely';

// Row types of the tables created by the migrations. numeric columns come back from both drivers as
// strings, so they are typed that way and converted once, in the mappers.
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Numeric = ColumnType<string, number | string, number | string>;

export interface StaffUsersTable {
    id: Generated<number>;
    username: string;
    passwordHash: string;
    role: string;
    createdAt: Generated<Timestamp>;
    name: Generated<string>;
    email: string | null;
    phone: string | null;
    location: string | null;
    joiningDate: ColumnType<string | null, string | null, string | null>;
    status: Generated<string>;
    permissions: Generated<string[]>;
    notes: string | null;
    passwordChangedAt: Timestamp | null;
    /** Until they change their own password, their sessions reach nothing else (migration 021). */
    mustChangePassword: Generated<boolean>;
}

export interface RefreshTokenFamiliesTable {
    id: string;
    staffUserId: number;
    createdAt: Generated<Timestamp>;
    revokedAt: Timestamp | null;
}

export interface RefreshTokensTable {
    tokenHash: string;
    familyId: string;
    expiresAt: Timestamp;
    rotatedAt: Timestamp | null;
    createdAt: Generated<Timestamp>;
}

export interface SigningKeysTable {
    name: string;
    secret: string;
    createdAt: Generated<Timestamp>;
}

export interface LoginAttemptsTable {
    key: string;
    attempts: number;
    windowEndsAt: Timestamp;
}

export interface VouchersTable {
    id: Generated<number>;
    name: string;
    code: string;
    description: string | null;
    type: string;
    discountValue: Numeric | null;
    discountItemName: string | null;
    discountItemOriginalPrice: Numeric | null;
    isPublic: boolean;
    canBeWhitelisted: boolean;
    pointsRequired: number;
    validityType: string;
    validityStartDate: Timestamp | null;
    validityEndDate: Timestamp | null;
    validityDuration: number | null;
    validityUnit: string | null;
    usageLimit: number | null;
    perCustomerLimit: number | null;
    minimumPurchaseAmount: Numeric | null;
    termsAndConditions: string | null;
    imageName: string | null;
    issuedCount: Generated<number>;
    createdAt: Generated<Timestamp>;
}

export interface AdvertisementsTable {
    id: Generated<number>;
    title: string;
    description: string | null;
    deeplink: string | null;
    startDateTime: Timestamp;
    endDateTime: Timestamp | null;
    isActive: boolean;
    imageName: string | null;
    createdAt: Generated<Timestamp>;
}

export interface CustomersTable {
    id: Generated<number>;
    loginId: string;
    firstName: string;
    lastName: string;
    name: Generated<string>;
    email: string;
    phoneNumber: string;
    address: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    status: string;
    /** Changed only by the ledger's trigger (migration 006). */
    rewardPoints: Generated<number>;
    registeredAt: Timestamp;
    anonymisedAt: Timestamp | null;
    /** What `q` searches, lower-case (migration 010): kept by the database. */
    searchText: ColumnType<string, never, never>;
}

/** Migration 018: the number of the last change a search reads, and up to which the changes are deleted. */
export interface CustomerSearchVersionTable {
    one: ColumnType<boolean, never, never>;
    version: ColumnType<string, never, string | number>;
    trimmedThrough: ColumnType<string, never, string | number>;
}

export interface CustomerSearchChangesTable {
    version: ColumnType<string, string | number, never>;
    customerId: number;
    changedAt: ColumnType<Date, never, never>;
}

/** Migration 025: each listed customer's points and status, in the points' order (the list sorted by them). */
export interface CustomerPointsOrderTable {
    id: ColumnType<number, never, never>;
    status: ColumnType<string, never, never>;
    rewardPoints: ColumnType<number, never, never>;
}

export interface CustomerCountsTable {
    status: string;
    total: ColumnType<string, number, number>;
}

export interface RewardPointsTrailsTable {
    id: Generated<number>;
    customerId: number;
    reason: string;
    pointsChange: number;
    createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
    kind: Generated<string>;
    staffId: number | null;
    staffUsername: string | null;
    reversesId: number | null;
    customerVoucherId: number | null;
    /** The code of a reason the system wrote (migration 020), null for one a staff member typed. */
    reasonCode: string | null;
    reasonParams: ColumnType<Record<string, string> | null, string | null, string | null>;
}

export interface TransactionsTable {
    id: Generated<number>;
    customerId: number;
    branchCode: string | null;
    date: Timestamp;
    currency: string;
    netTotalAmount: Numeric;
}

export interface CustomerVouchersTable {
    id: Generated<number>;
    customerId: number;
    voucherId: number;
    redeemedAt: Timestamp | null;
    usedAt: Timestamp | null;
    startAt: Timestamp | null;
    expireAt: Timestamp | null;
    isActive: boolean;
}

export interface AuditLogTable {
    id: Generated<string>;
    at: ColumnType<Date, never, never>;
    actorId: number;
    actorUsername: string;
    action: string;
    entityType: string;
    entityId: string;
    requestId: string;
    changes: ColumnType<AuditChanges, string, never>;
}

/** Changed fields with their values before and after; `null` before a create and after a delete. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Points issued and spent per week (Monday, Malaysia time), kept by triggers (migration 008). */
export interface PointsWeeksTable {
    week: ColumnType<string, string, string>;
    issued: ColumnType<string, number, number>;
    spent: ColumnType<string, number, number>;
}

/** Uploaded image bytes, named by their content (migration 004). */
export interface ImagesTable {
    name: string;
    contentType: string;
    size: number;
    sha256: string;
    bytes: Uint8Array;
    createdAt: Generated<Timestamp>;
}

/** A change of a voucher's issued count, made at the commit by a trigger (migration 017); never read back. */
export interface VoucherClaimsTable {
    id: Generated<string>;
    voucherId: number;
    change: number;
    actorId: number | null;
    actorUsername: string | null;
    action: string | null;
    entityType: string | null;
    entityId: string | null;
    requestId: string | null;
    changes: ColumnType<AuditChanges | null, string | null, never>;
}

/**
 * A write's key and, once it has answered, its answer (migrations 023, 024); see server/plugins/idempotency.ts.
 */
export interface IdempotencyKeysTable {
    staffId: string;
    key: string;
    fingerprint: string;
    status: number | null;
    body: string | null;
    createdAt: Generated<Timestamp>;
    /** The request holding the key; null on rows claimed before migration 024. */
    claimId: string | null;
    /** Set in the write's own transaction: its effect committed. */
    effectCommittedAt: Timestamp | null;
}

export interface Database {
    idempotencyKeys: IdempotencyKeysTable;
    images: ImagesTable;
    auditLog: AuditLogTable;
    staffUsers: StaffUsersTable;
    refreshTokenFamilies: RefreshTokenFamiliesTable;
    refreshTokens: RefreshTokensTable;
    signingKeys: SigningKeysTable;
    loginAttempts: LoginAttemptsTable;
    vouchers: VouchersTable;
    advertisements: AdvertisementsTable;
    customers: CustomersTable;
    customerCounts: CustomerCountsTable;
    customerSearchVersion: CustomerSearchVersionTable;
    customerSearchChanges: CustomerSearchChangesTable;
    customerPointsOrder: CustomerPointsOrderTable;
    rewardPointsTrails: RewardPointsTrailsTable;
    transactions: TransactionsTable;
    customerVouchers: CustomerVouchersTable;
    pointsWeeks: PointsWeeksTable;
    voucherClaims: VoucherClaimsTable;
}
