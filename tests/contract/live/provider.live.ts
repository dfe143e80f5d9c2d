import { File as NodeFile } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import type { Identifier, RaRecord } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solidPng } from '../../../e2e/images.ts';
import { extensions as ourExtensions } from '../../../server/extensions/routes.ts';
import { knownExtensions } from '../../../src/api/extensions';
import { request } from '../../../src/api/http';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { server, setUpApi } from '../../console/api.ts';
import { type Exchange, ourServer } from '../ourServer.ts';
import { expectGuardRestores, expectRenewedFor, expectSignedInAs } from '../sessionChecks.ts';
import { callOutcomes, type Findings, readingsOf } from './findings.ts';

// The console's providers against a live provider named by run.ts (CONTRACT_PROVIDER and the staff member in
// CONTRACT_USERNAME / CONTRACT_PASSWORD). Reads only, unless CONTRACT_WRITES=1: then it writes only records it
// creates, and removes them again where the provider has a call for it. What the answers showed goes to
// CONTRACT_REPORT as JSON (findings.ts).

const env = (name: string) => {
    const value = process.env[name];
    if (!value)
        throw new Error(`${name} is not set (run this suite through tests/contract/run.ts)`);
    return value;
};
const provider = env('CONTRACT_PROVIDER');
const credentials = { username: env('CONTRACT_USERNAME'), password: env('CONTRACT_PASSWORD') };
const writes = process.env.CONTRACT_WRITES === '1';

const exchanges: Exchange[] = [];
const probes: Record<string, string> = {};
const leftBehind: string[] = [];
let offered: readonly string[] = [];

// The calls go out through Node's fetch, which reads the bytes of Node's own FormData and File only: a jsdom
// file would go out empty. So the console's multipart bodies are built of Node's classes here (the form class
// is reached through an answer's formData(), as Node exports it nowhere else).
globalThis.File = NodeFile as unknown as typeof File;
globalThis.FormData = (await new Response(new URLSearchParams()).formData())
    .constructor as typeof FormData;

setUpApi();
const forward = ourServer(provider, exchange => exchanges.push(exchange));

const page = (perPage: number, order: 'ASC' | 'DESC' = 'ASC') => ({
    pagination: { page: 1, perPage },
    sort: { field: 'id', order },
    filter: {},
});
const all = page(1000);
const SPEC_LISTS = ['vouchers', 'advertisements', 'customers'];

beforeAll(() => server.use(...forward.handlers));
beforeEach(async () => {
    server.use(...forward.handlers);
    await authProvider.login(credentials);
    offered = knownExtensions() ?? [];
});

afterAll(() => {
    const findings: Findings = {
        provider,
        writes,
        calls: callOutcomes(exchanges),
        readings: readingsOf(exchanges),
        extensions: {
            offered: ourExtensions.filter(name => offered.includes(name)),
            absent: ourExtensions.filter(name => !offered.includes(name)),
            unknown: offered.filter(name => !(ourExtensions as readonly string[]).includes(name)),
        },
        probes,
        leftBehind,
    };
    if (process.env.CONTRACT_REPORT)
        writeFileSync(process.env.CONTRACT_REPORT, JSON.stringify(findings));
});

/** Creates a voucher of its own and finds it in the list by its code: a write answer may carry nothing. */
const createVoucher = async () => {
    const data = {
        name: 'Contract check voucher',
        code: `POS-CT${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
        description: 'Made by the contract suite; removed by it',
        type: 'PERCENTAGE',
        discountValue: 10,
        isPublic: false,
        canBeWhitelisted: false,
        pointsRequired: 0,
        validityType: 'UNLIMITED',
    };
    await dataProvider.create('vouchers', { data });
    const { data: vouchers } = await dataProvider.getList('vouchers', page(1000, 'DESC'));
    const created = vouchers.find(voucher => voucher.code === data.code) as RaRecord;
    expect(created, 'the created voucher is listed').toBeDefined();
    return created;
};

const deleteVoucher = async (voucher: RaRecord) => {
    try {
        await dataProvider.delete('vouchers', { id: voucher.id, previousData: voucher });
    } catch (error) {
        leftBehind.push(`voucher ${voucher.code} (id ${voucher.id}): ${String(error)}`);
        throw error;
    }
};

describe(`the console providers against ${provider}`, () => {
    it('signs in with the login answer and shows who is signed in', () =>
        expectSignedInAs(credentials.username));

    it('renews a refused token once with the refresh answer and retries the call', async () => {
        await expectRenewedFor(() => dataProvider.getList('vouchers', page(1)));
    });

    it(
        'restores a session without a token from the refresh answer (the guard)',
        expectGuardRestores
    );

    it('lists vouchers, advertisements and customers, whole and one page', async () => {
        for (const resource of SPEC_LISTS) {
            const whole = await dataProvider.getList(resource, all);
            expect(whole.data).toHaveLength(Math.min(whole.total as number, 1000));
            const first = await dataProvider.getList(resource, page(1));
            expect(first.data).toHaveLength(Math.min(whole.total as number, 1));
            expect(first.total).toBe(whole.total);
        }
    });

    it('reads each record by the id its list gave, and a customer by both paths', async () => {
        for (const resource of SPEC_LISTS) {
            const [listed] = (await dataProvider.getList(resource, page(1))).data;
            if (!listed) {
                probes[`read ${resource}`] = 'none listed, nothing to read';
                continue;
            }
            const { data } = await dataProvider.getOne(resource, { id: listed.id as Identifier });
            expect(data.id).toStrictEqual(listed.id);
            if (resource !== 'customers') continue;
            const profile = await dataProvider.getOne('customerProfiles', { id: listed.id });
            expect(profile.data.id).toStrictEqual(listed.id);
            const held = await dataProvider.getManyReference('customerVouchers', {
                ...all,
                target: 'customerId',
                id: listed.id,
            });
            expect(Array.isArray(held.data)).toBe(true);
        }
    });

    it('answers the reads of the extensions it names, and of those only', async () => {
        const reads: Record<string, () => Promise<unknown>> = {
            paging: async () => {
                const { data, total } = await dataProvider.getList('vouchers', page(1));
                const answer = exchanges.findLast(e => e.url.pathname === '/v1/i/vouchers');
                const body = answer?.json as { total?: unknown; data?: { total?: unknown } };
                expect(body?.data?.total ?? body?.total, 'a paged list answers total').toBe(total);
                expect(data.length).toBeLessThanOrEqual(1);
            },
            'audit-log': () => dataProvider.getList('activity', page(5)),
            'staff-users': () => dataProvider.getList('users', page(5)),
            notifications: () => dataProvider.getList('notifications', page(5)),
        };
        for (const name of offered) {
            const read = reads[name];
            if (!read) {
                probes[name] = 'named; no read of its own to check';
                continue;
            }
            await read();
            probes[name] = 'named, and its read answers';
        }
        if (offered.length > 0) {
            const listed = await request<{ extensions: string[] }>('/v1/i/extensions');
            expect(listed.extensions, 'GET /v1/i/extensions names the same').toEqual([...offered]);
        }
    });

    it.runIf(writes)('creates, updates and deletes a voucher of its own', async () => {
        const created = await createVoucher();
        try {
            const updated = await dataProvider.update('vouchers', {
                id: created.id,
                data: { ...created, name: 'Contract check voucher, renamed' },
                previousData: created,
            });
            expect(updated.data.id).toStrictEqual(created.id);
            const read = await dataProvider.getOne('vouchers', { id: created.id });
            expect(read.data).toMatchObject({
                id: created.id,
                name: 'Contract check voucher, renamed',
            });
        } finally {
            await deleteVoucher(created);
        }
        const { data: left } = await dataProvider.getList('vouchers', all);
        expect(left.map(voucher => voucher.id)).not.toContainEqual(created.id);
    });

    it.runIf(writes)(
        'creates an advertisement of its own and updates it with its id in the body',
        async () => {
            const title = `Contract check ${crypto.randomUUID().slice(0, 8)}`;
            await dataProvider.create('advertisements', {
                data: {
                    title,
                    startDateTime: new Date().toISOString(),
                    isActive: false,
                    description: 'Made by the contract suite',
                    // Our server asks for the image (a provider may not); a real one, since it is decoded.
                    file: {
                        rawFile: new File([solidPng(640, 320, [200, 60, 40])], 'contract.png', {
                            type: 'image/png',
                        }),
                    },
                },
            });
            const { data: ads } = await dataProvider.getList('advertisements', page(1000, 'DESC'));
            const created = ads.find(ad => ad.title === title) as RaRecord;
            expect(created, 'the created advertisement is listed').toBeDefined();
            const renamed = `${title}, renamed`;
            await dataProvider.update('advertisements', {
                id: created.id,
                data: { ...created, title: renamed },
                previousData: created,
            });
            const read = await dataProvider.getOne('advertisements', { id: created.id });
            expect(read.data.title).toBe(renamed);
            if (offered.includes('advertisement-delete')) {
                await dataProvider.delete('advertisements', {
                    id: created.id,
                    previousData: read.data,
                });
                probes['advertisement-delete'] =
                    'named, and it deleted the advertisement the run made';
            } else {
                leftBehind.push(
                    `advertisement "${renamed}" (id ${created.id}): spec §7 has no delete call`
                );
            }
        }
    );

    it.runIf(writes)('assigns its own voucher to a customer and takes it back', async () => {
        const voucher = await createVoucher();
        try {
            // An active customer where the provider says which are (a voucher goes to those only).
            const customers = (await dataProvider.getList('customers', all)).data;
            const customer = customers.find(row => row.status === 'active') ?? customers[0];
            if (!customer) {
                probes.assign = 'no customer listed, nothing to assign to';
                return;
            }
            const heldBy = async () =>
                (
                    await dataProvider.getManyReference('customerVouchers', {
                        ...all,
                        target: 'customerId',
                        id: customer.id,
                    })
                ).data.filter(row => String(row.voucher?.id) === String(voucher.id));
            await dataProvider.assignVoucher(voucher.id, [customer.id]);
            const [issued] = await heldBy();
            expect(issued, 'the customer holds the voucher').toBeDefined();
            await dataProvider.removeCustomerVoucher((issued as RaRecord).id, customer.id);
            expect(await heldBy()).toEqual([]);
        } finally {
            await deleteVoucher(voucher);
        }
    });
});
