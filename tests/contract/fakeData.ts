// The few records a fake provider starts with; ids are numbers here and take the reading's type on the wire.

export const fakeVouchers = [
    {
        id: 1,
        name: 'Ten percent',
        code: 'POS-10',
        type: 'PERCENTAGE',
        discountValue: 10,
        status: 'active',
    },
    {
        id: 2,
        name: 'RM5 off',
        code: 'POS-RM5',
        type: 'FIXED',
        discountValue: 5,
        status: 'inactive',
    },
    {
        id: 3,
        name: 'Free drink',
        code: 'POS-TEH',
        type: 'PRODUCT',
        discountValue: null,
        status: 'active',
    },
];

export const fakeAdvertisements = [
    {
        id: 7,
        title: 'Year-End Sale',
        startDateTime: '2026-01-01T00:00:00.000Z',
        isActive: true,
        status: 'active',
    },
    {
        id: 8,
        title: 'Double Points',
        startDateTime: '2026-02-01T00:00:00.000Z',
        isActive: false,
        status: 'in draft',
    },
];

export const fakeCustomers = [
    { id: 1001, loginID: 'aisyah', name: 'Aisyah', email: 'aisyah@example.com', status: 'active' },
    { id: 1002, loginID: 'wei', name: 'Tan Wei', email: 'wei@example.com', status: 'active' },
];

/** A customer voucher id is derived from its customer and voucher, so removing one can be checked. */
export const customerVoucherId = (customerId: number, voucherId: number) =>
    customerId * 100 + voucherId;

export const fakeCredentials = { username: 'admin', password: 'admin-password' };
