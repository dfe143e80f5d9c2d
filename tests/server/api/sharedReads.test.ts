import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StaffRole } from '../../../contract/index.ts';
import { applyZodSchemas } from '../../../server/lib/zodProvider.ts';
import sharedReads from '../../../server/plugins/sharedReads.ts';

/** A store whose reads wait until the test lets them finish, so that requests can be made to overlap. */
function slowStore() {
    let value = 'first';
    let reads = 0;
    const waiting: (() => void)[] = [];
    return {
        get reads() {
            return reads;
        },
        write(next: string) {
            value = next;
        },
        async read(): Promise<{ value: string }> {
            reads++;
            const seen = value;
            await new Promise<void>(resolve => waiting.push(resolve));
            if (seen === 'broken') throw new Error('read failed');
            return { value: seen };
        },
        finishReads() {
            for (const resolve of waiting.splice(0)) resolve();
        },
    };
}

/** Who asks, as the auth plugin would set it, here from an `x-staff: id:role` header. */
const asStaff = (id: string, role: StaffRole) => ({ headers: { 'x-staff': `${id}:${role}` } });

async function buildTestApp(store: ReturnType<typeof slowStore>) {
    const app = Fastify();
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async request => {
        const header = request.headers['x-staff'];
        if (typeof header !== 'string') return;
        const [id = '', role] = header.split(':') as [string, StaffRole];
        request.staff = {
            id,
            username: `staff-${id}`,
            role,
            permissions: [],
            sessionId: id,
            mustChangePassword: false,
        };
    });
    await app.register(sharedReads);
    app.get('/things', request => app.sharedRead(request, () => store.read()));
    app.get('/other', request => app.sharedRead(request, () => store.read()));
    app.put('/things', async request => {
        store.write((request.body as { value: string }).value);
        return { saved: true };
    });
    return app;
}

/** Lets pending requests reach their handlers. */
const settle = () => new Promise(resolve => setTimeout(resolve, 20));

describe('shared reads', () => {
    let store: ReturnType<typeof slowStore>;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    beforeEach(async () => {
        store = slowStore();
        app = await buildTestApp(store);
    });
    afterEach(() => app.close());

    /** Lets the requests made so far reach their reads, then lets every read waiting finish. */
    const finishReads = async () => {
        await settle();
        store.finishReads();
    };

    it('answers identical concurrent reads from one read', async () => {
        const answers = Array.from({ length: 5 }, () => app.inject('/things'));
        await finishReads();
        for (const answer of await Promise.all(answers)) {
            expect(answer.statusCode).toBe(200);
            expect(answer.json()).toEqual({ value: 'first' });
        }
        expect(store.reads).toBe(1);
    });

    it('keeps nothing once a read is answered', async () => {
        const first = app.inject('/things');
        await finishReads();
        await first;
        store.write('second');
        const second = app.inject('/things');
        await finishReads();
        expect((await second).json()).toEqual({ value: 'second' });
        expect(store.reads).toBe(2);
    });

    it('does not share between different URLs', async () => {
        const answers = [app.inject('/things'), app.inject('/other'), app.inject('/things?page=2')];
        await finishReads();
        await Promise.all(answers);
        expect(store.reads).toBe(3);
    });

    it('shares a read between identical requests of one staff member, never between two', async () => {
        const answers = [
            app.inject({ url: '/things', ...asStaff('1', 'admin') }),
            app.inject({ url: '/things', ...asStaff('1', 'admin') }),
            app.inject({ url: '/things', ...asStaff('2', 'admin') }),
        ];
        await finishReads();
        for (const answer of await Promise.all(answers)) {
            expect(answer.json()).toEqual({ value: 'first' });
        }
        expect(store.reads).toBe(2);
    });

    it('does not share between two roles of one staff member', async () => {
        const answers = [
            app.inject({ url: '/things', ...asStaff('1', 'admin') }),
            app.inject({ url: '/things', ...asStaff('1', 'analyst') }),
        ];
        await finishReads();
        await Promise.all(answers);
        expect(store.reads).toBe(2);
    });

    it('never answers a read that starts after a write with a read that began before it', async () => {
        const before = app.inject('/things');
        await settle();
        const write = await app.inject({
            method: 'PUT',
            url: '/things',
            payload: { value: 'second' },
        });
        expect(write.statusCode).toBe(200);
        const after = app.inject('/things');
        await finishReads();
        expect((await before).json()).toEqual({ value: 'first' });
        expect((await after).json()).toEqual({ value: 'second' });
        expect(store.reads).toBe(2);
    });

    it('gives every joined request the failure of their read, and reads again afterwards', async () => {
        store.write('broken');
        const failed = [app.inject('/things'), app.inject('/things')];
        await finishReads();
        for (const answer of await Promise.all(failed)) expect(answer.statusCode).toBe(500);
        expect(store.reads).toBe(1);
        store.write('mended');
        const next = app.inject('/things');
        await finishReads();
        expect((await next).json()).toEqual({ value: 'mended' });
    });
});

describe('serialising shared answers', () => {
    /** An answer that counts how often it is written as JSON. */
    function countedStore() {
        const store = slowStore();
        let written = 0;
        return {
            store,
            get written() {
                return written;
            },
            read: async () => {
                const { value } = await store.read();
                return {
                    value,
                    toJSON() {
                        written++;
                        return { value };
                    },
                };
            },
        };
    }

    async function buildSerialisingApp(counted: ReturnType<typeof countedStore>) {
        const app = Fastify();
        app.decorateRequest('staff', null);
        applyZodSchemas(app, false);
        await app.register(sharedReads);
        const schema = { response: { 200: z.object({ value: z.string() }) } };
        app.get('/things', { schema }, request => app.sharedRead(request, counted.read));
        return app;
    }

    it('writes an answer shared by several requests once, and each unshared answer for itself', async () => {
        const counted = countedStore();
        const app = await buildSerialisingApp(counted);
        try {
            const joined = Array.from({ length: 4 }, () => app.inject('/things'));
            await settle();
            counted.store.finishReads();
            for (const answer of await Promise.all(joined)) {
                expect(answer.json()).toEqual({ value: 'first' });
            }
            expect(counted.store.reads).toBe(1);
            expect(counted.written).toBe(1);

            for (const expected of [2, 3]) {
                const alone = app.inject('/things');
                await settle();
                counted.store.finishReads();
                expect((await alone).json()).toEqual({ value: 'first' });
                expect(counted.written).toBe(expected);
            }
        } finally {
            await app.close();
        }
    });
});
