import type { RewardPointsTrail, Transaction } from '../../../../contract';

// Hard-coded histories for the two mockup screens (spec §1: sample data, no calls). The same sample is
// shown for every customer.

export interface PointsHistoryEntry extends RewardPointsTrail {
    /** The balance right after this entry. */
    balance: number;
}

/** Newest first, as the screen lists them; each balance is the running sum from the oldest entry. */
const withBalances = (newestFirst: RewardPointsTrail[]): PointsHistoryEntry[] => {
    let balance = newestFirst.reduce((sum, entry) => sum + entry.pointsChange, 0);
    return newestFirst.map(entry => {
        const withBalance = { ...entry, balance };
        balance -= entry.pointsChange;
        return withBalance;
    });
};

export const samplePointsHistory = withBalances([
    {
        id: 'p10',
        reason: 'Purchase at KLCC outlet',
        pointsChange: 120,
        createdAt: '2026-11-18T13:42:00',
    },
    {
        id: 'p9',
        reason: 'Redeemed: Free Latte voucher',
        pointsChange: -300,
        createdAt: '2026-11-12T09:15:00',
    },
    {
        id: 'p8',
        reason: 'Birthday bonus',
        pointsChange: 200,
        createdAt: '2026-11-03T00:05:00',
    },
    {
        id: 'p7',
        reason: 'Purchase at Mid Valley outlet',
        pointsChange: 85,
        createdAt: '2026-10-27T18:20:00',
    },
    {
        id: 'p6',
        reason: 'Points expired',
        pointsChange: -50,
        createdAt: '2026-10-01T00:00:00',
    },
    {
        id: 'p5',
        reason: 'Purchase at Pavilion outlet',
        pointsChange: 240,
        createdAt: '2026-09-22T12:48:00',
    },
    {
        id: 'p4',
        reason: 'Referral reward',
        pointsChange: 500,
        createdAt: '2026-09-10T16:30:00',
    },
    {
        id: 'p3',
        reason: 'Redeemed: MYR 10 off voucher',
        pointsChange: -400,
        createdAt: '2026-08-30T11:02:00',
    },
    {
        id: 'p2',
        reason: 'Purchase at KLCC outlet',
        pointsChange: 85,
        createdAt: '2026-08-14T19:55:00',
    },
    {
        id: 'p1',
        reason: 'Welcome bonus',
        pointsChange: 1000,
        createdAt: '2026-08-01T10:00:00',
    },
]);

export interface TransactionHistoryEntry extends Transaction {
    reference: string;
    items: number;
}

export const sampleTransactionHistory: TransactionHistoryEntry[] = [
    {
        id: 't8',
        reference: 'INV-2026-11-0412',
        branchCode: 'KLCC01',
        date: '2026-11-18T13:40:00',
        currency: 'MYR',
        netTotalAmount: 120.5,
        items: 4,
    },
    {
        id: 't7',
        reference: 'INV-2026-11-0188',
        branchCode: 'MV02',
        date: '2026-11-07T20:11:00',
        currency: 'MYR',
        netTotalAmount: 42.9,
        items: 2,
    },
    {
        id: 't6',
        reference: 'INV-2026-10-0931',
        branchCode: 'MV02',
        date: '2026-10-27T18:18:00',
        currency: 'MYR',
        netTotalAmount: 85,
        items: 3,
    },
    {
        id: 't5',
        reference: 'APP-2026-10-0077',
        branchCode: null,
        date: '2026-10-14T08:05:00',
        currency: 'MYR',
        netTotalAmount: 18.4,
        items: 1,
    },
    {
        id: 't4',
        reference: 'INV-2026-09-0654',
        branchCode: 'PAV03',
        date: '2026-09-22T12:45:00',
        currency: 'MYR',
        netTotalAmount: 240.75,
        items: 7,
    },
    {
        id: 't3',
        reference: 'INV-2026-09-0120',
        branchCode: 'KLCC01',
        date: '2026-09-05T15:32:00',
        currency: 'MYR',
        netTotalAmount: 1250,
        items: 12,
    },
    {
        id: 't2',
        reference: 'APP-2026-08-0311',
        branchCode: null,
        date: '2026-08-21T21:47:00',
        currency: 'MYR',
        netTotalAmount: 9.9,
        items: 1,
    },
    {
        id: 't1',
        reference: 'INV-2026-08-0098',
        branchCode: 'KLCC01',
        date: '2026-08-14T19:50:00',
        currency: 'MYR',
        netTotalAmount: 85.3,
        items: 3,
    },
];
