import type { DataProvider } from 'react-admin';
import type {
    Customer,
    CustomerProfile,
    CustomerSummary,
    CustomerVoucher,
    Voucher,
} from '../../../contract';

export const voucher = (overrides: Partial<Voucher> = {}): Voucher => ({
    id: 'v1',
    name: 'Free Latte',
    code: 'POS-LATTE',
    description: 'One free latte',
    status: 'active',
    type: 'PERCENTAGE',
    discountValue: 10,
    discountItemName: null,
    discountItemOriginalPrice: null,
    isPublic: true,
    canBeWhitelisted: false,
    pointsRequired: 0,
    validityType: 'UNLIMITED',
    validityStartDate: null,
    validityEndDate: null,
    validityDuration: null,
    validityUnit: null,
    usageLimit: null,
    perCustomerLimit: null,
    minimumPurchaseAmount: null,
    termsAndConditions: null,
    imageURL: null,
    ...overrides,
});

export const customerVoucher = (overrides: Partial<CustomerVoucher> = {}): CustomerVoucher => ({
    id: 'cv1',
    voucher: voucher(),
    redeemedAt: '2026-03-01T10:00:00Z',
    usedAt: null,
    startAt: '2026-03-01T00:00:00Z',
    expireAt: '2099-12-31T00:00:00',
    isActive: true,
    ...overrides,
});

export const customerSummary = (overrides: Partial<CustomerSummary> = {}): CustomerSummary => ({
    id: 'c1',
    loginID: 'alice01',
    name: 'Alice Tan',
    email: 'alice@example.com',
    status: 'active',
    rewardPoints: 1250,
    registeredAt: '2026-01-05T08:30:00Z',
    ...overrides,
});

export const customer = (overrides: Partial<Customer> = {}): Customer => ({
    ...customerSummary(),
    rewardPointsTrails: [
        { id: 't1', reason: 'Purchase bonus', pointsChange: 120, createdAt: '2026-02-10T14:05:00' },
        {
            id: 't2',
            reason: 'Redeemed voucher',
            pointsChange: -50,
            createdAt: '2026-02-11T09:00:00',
        },
    ],
    transactionHistory: [
        {
            id: 'x1',
            branchCode: 'KLCC01',
            date: '2026-02-09T12:00:00',
            currency: 'MYR',
            netTotalAmount: 42.5,
        },
        { id: 'x2', branchCode: null, date: 'not a date', currency: 'MYR', netTotalAmount: 7 },
    ],
    vouchers: [customerVoucher()],
    ...overrides,
});

export const customerProfile = (overrides: Partial<CustomerProfile> = {}): CustomerProfile => ({
    id: 'c1',
    firstName: 'Alice',
    lastName: 'Tan',
    email: 'alice@example.com',
    phoneNumber: '+60123456789',
    address: '1 Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'WP',
    country: 'Malaysia',
    pointBalance: 1250,
    status: 'active',
    ...overrides,
});

/** The fakes implement a few methods with narrower signatures than react-admin's generic ones. */
export const asProvider = (methods: object) => methods as Partial<DataProvider>;
