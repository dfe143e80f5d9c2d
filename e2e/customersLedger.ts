import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './credentials';

// The API behind the issue-14 acceptance, for arranging what a clerk would find (balances, a free customer);
// everything the test checks goes through the screens.

export const apiToken = async (request: APIRequestContext) => {
    const answer = await request.post('/v1/i/auth/login', {
        data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { token: string }).token;
};

interface Api {
    get: <T>(path: string) => Promise<T>;
    post: (path: string, data: object) => Promise<void>;
}

export const api = (request: APIRequestContext, token: string): Api => {
    const headers = { Authorization: `Bearer ${token}` };
    return {
        get: async path => (await (await request.get(path, { headers })).json()) as never,
        post: async (path, data) => {
            const answer = await request.post(path, { headers, data });
            expect(answer.ok(), await answer.text()).toBe(true);
        },
    };
};

interface Row {
    id: string;
    name: string;
    loginID: string;
    rewardPoints: number;
}
interface Assignable {
    voucher: { id: string; name: string };
    assignable: boolean;
}

/** Active customers to whom `voucherName` may still be assigned, skipping `skip` of them. */
export const freeCustomers = async (client: Api, voucherName: string, count: number) => {
    const { customers } = await client.get<{ customers: Row[] }>(
        '/v1/i/customers?status=active&perPage=100'
    );
    const found: Row[] = [];
    for (const customer of customers) {
        const { vouchers } = await client.get<{ vouchers: Assignable[] }>(
            `/v1/i/customers/${customer.id}/assignable-vouchers?perPage=1000`
        );
        if (vouchers.some(row => row.voucher.name === voucherName && row.assignable))
            found.push(customer);
        if (found.length === count) return found;
    }
    throw new Error(`Fewer than ${count} customers can take ${voucherName}`);
};

/** Brings a balance to `target` with one adjustment (arranging, not the behaviour under test). */
export const setBalance = async (client: Api, customer: Row, target: number) => {
    if (customer.rewardPoints === target) return;
    await client.post(`/v1/i/customers/${customer.id}/points`, {
        pointsChange: target - customer.rewardPoints,
        reason: 'e2e: arranging the balance',
    });
};

/** The balance the details screen shows. */
export const balanceShown = (page: Page) =>
    page.getByText('Points Balance', { exact: true }).locator('xpath=following-sibling::*[1]');
