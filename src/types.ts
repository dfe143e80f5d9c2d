// Entity types of spec §3, declared once and imported by the console, the server and the tests.
// Dates travel as ISO 8601 strings; money and points as plain numbers (MYR with two decimals).

/** The multipart fields of POST and PATCH /v1/i/vouchers (spec §7); the image travels as the part `file`. */
export const VOUCHER_FORM_FIELDS = [
    'name',
    'code',
    'description',
    'type',
    'discountValue',
    'isPublic',
    'canBeWhitelisted',
    'pointsRequired',
    'validityType',
    'validityStartDate',
    'validityEndDate',
    'validityDuration',
    'validityUnit',
    'usageLimit',
    'perCustomerLimit',
    'minimumPurchaseAmount',
    'discountItemName',
    'discountItemOriginalPrice',
    'termsAndConditions',
] as const;

/** The multipart fields of POST and PATCH /v1/i/advertisement (spec §7); PATCH adds `id`, the image is `file`. */
export const ADVERTISEMENT_FORM_FIELDS = [
    'title',
    'startDateTime',
    'endDateTime',
    'isActive',
    'description',
    'deeplink',
] as const;

export type VoucherStatus = 'active' | 'inactive' | 'expired';
export type VoucherType = 'PERCENTAGE' | 'FIXED' | 'PRODUCT';
export type ValidityType = 'UNLIMITED' | 'DATE_RANGE' | 'DURATION';
export type ValidityUnit = 'hours' | 'days' | 'months';

export interface Voucher {
    id: string;
    name: string;
    /** POS code: the voucher's code in the external point-of-sale system. */
    code: string;
    description: string | null;
    status: VoucherStatus;
    type: VoucherType;
    discountValue: number | null;
    discountItemName: string | null;
    discountItemOriginalPrice: number | null;
    isPublic: boolean;
    canBeWhitelisted: boolean;
    pointsRequired: number;
    validityType: ValidityType;
    validityStartDate: string | null;
    validityEndDate: string | null;
    validityDuration: number | null;
    validityUnit: ValidityUnit | null;
    usageLimit: number | null;
    perCustomerLimit: number | null;
    minimumPurchaseAmount: number | null;
    termsAndConditions: string | null;
    imageURL: string | null;
}

export type AdvertisementStatus = 'active' | 'expired' | 'in draft';

export interface Advertisement {
    id: string;
    title: string;
    description: string | null;
    /** Optional deeplink in the form screen:param. */
    deeplink: string | null;
    startDateTime: string;
    endDateTime: string | null;
    isActive: boolean;
    imageURL: string | null;
    status: AdvertisementStatus;
}

export type CustomerStatus = 'active' | 'inactive' | 'suspended';

export interface RewardPointsTrail {
    id: string;
    reason: string;
    pointsChange: number;
    createdAt: string;
}

export interface Transaction {
    id: string;
    branchCode: string | null;
    date: string;
    currency: string;
    netTotalAmount: number;
}

export interface CustomerVoucher {
    id: string;
    voucher: Voucher;
    redeemedAt: string | null;
    usedAt: string | null;
    startAt: string | null;
    expireAt: string | null;
    isActive: boolean;
}

/** A row of GET /v1/i/customers. */
export interface CustomerSummary {
    id: string;
    loginID: string;
    name: string;
    email: string;
    status: CustomerStatus;
    rewardPoints: number;
    registeredAt: string;
}

/** GET /v1/i/customers/:id. */
export interface Customer extends CustomerSummary {
    rewardPointsTrails: RewardPointsTrail[];
    transactionHistory: Transaction[];
    vouchers: CustomerVoucher[];
}

/** GET /v1/i/customer/:id (singular): the edit screen's reading of a customer. */
export interface CustomerProfile {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    address: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    pointBalance: number;
    status: CustomerStatus;
}

export type StaffRole = 'admin' | 'manager' | 'marketer' | 'advertiser' | 'analyst';

/** Claims of the access token. */
export interface AccessTokenClaims {
    sub: string;
    username: string;
    role: StaffRole;
    exp: number;
    iat: number;
}

/** The error body of every 4xx and 5xx answer of the reference server. */
export interface ApiError {
    message: string;
    errors?: Record<string, string>;
}
