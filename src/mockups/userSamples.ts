import type { StaffRole } from '../../contract';

// Staff users exist only as sample data (spec §1, §3): no API route exists for them yet.
/** The role filter's order (spec §2). */
export const FILTER_ROLES: readonly StaffRole[] = [
    'manager',
    'admin',
    'marketer',
    'advertiser',
    'analyst',
];
/** The user form's order (spec §6). */
export const FORM_ROLES: readonly StaffRole[] = [
    'admin',
    'manager',
    'marketer',
    'advertiser',
    'analyst',
];
export const USER_STATUSES = ['active', 'inactive'] as const;
export const PERMISSIONS = [
    'customers',
    'vouchers',
    'advertisements',
    'notifications',
    'users',
    'settings',
] as const;

export type UserStatus = (typeof USER_STATUSES)[number];
export type Permission = (typeof PERMISSIONS)[number];

export interface SampleUser {
    id: string;
    name: string;
    phone: string;
    location: string;
    joinedAt: string;
    role: StaffRole;
    status: UserStatus;
    permissions: Permission[];
    notes: string;
}

export const sampleUsers: SampleUser[] = [
    {
        id: '1',
        name: 'Aisyah Rahman',
        phone: '+60 12-345 6789',
        location: 'Kuala Lumpur',
        joinedAt: '2021-03-15',
        role: 'admin',
        status: 'active',
        permissions: [...PERMISSIONS],
        notes: 'Owns the back-office and approves new staff accounts.',
    },
    {
        id: '2',
        name: 'Daniel Tan',
        phone: '+60 16-222 3344',
        location: 'Petaling Jaya',
        joinedAt: '2022-01-10',
        role: 'manager',
        status: 'active',
        permissions: ['customers', 'vouchers', 'advertisements', 'notifications'],
        notes: 'Runs the loyalty programme for the Klang Valley outlets.',
    },
    {
        id: '3',
        name: 'Priya Nair',
        phone: '+60 17-888 1200',
        location: 'Penang',
        joinedAt: '2022-08-01',
        role: 'marketer',
        status: 'active',
        permissions: ['vouchers', 'advertisements', 'notifications'],
        notes: 'Plans the monthly voucher campaigns.',
    },
    {
        id: '4',
        name: 'Hafiz Ismail',
        phone: '+60 19-555 0101',
        location: 'Johor Bahru',
        joinedAt: '2023-02-20',
        role: 'advertiser',
        status: 'active',
        permissions: ['advertisements'],
        notes: '',
    },
    {
        id: '5',
        name: 'Mei Ling Wong',
        phone: '+60 11-2345 6780',
        location: 'Kuala Lumpur',
        joinedAt: '2023-06-05',
        role: 'analyst',
        status: 'active',
        permissions: ['customers'],
        notes: 'Read-only access for the quarterly points reports.',
    },
    {
        id: '6',
        name: 'Kumar Selvam',
        phone: '+60 13-777 4455',
        location: 'Ipoh',
        joinedAt: '2021-11-30',
        role: 'manager',
        status: 'inactive',
        permissions: ['customers', 'vouchers'],
        notes: 'On extended leave until further notice.',
    },
    {
        id: '7',
        name: 'Nurul Huda',
        phone: '+60 14-909 8080',
        location: 'Kota Kinabalu',
        joinedAt: '2024-04-12',
        role: 'marketer',
        status: 'inactive',
        permissions: ['notifications'],
        notes: 'Contract ended; account kept for audit.',
    },
    {
        id: '8',
        name: 'Jason Lee',
        phone: '+60 12-100 2030',
        location: 'Shah Alam',
        joinedAt: '2024-09-02',
        role: 'analyst',
        status: 'active',
        permissions: ['customers', 'vouchers'],
        notes: '',
    },
];

export const findSampleUser = (id: string | undefined) => sampleUsers.find(user => user.id === id);
