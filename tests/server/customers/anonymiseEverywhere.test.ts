import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../../../contract/index.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';
import { until } from '../notificationReceivers.ts';

// PDPA: after a customer is anonymised, nothing of theirs is left anywhere the server copied it. The customer
// has a failed email (the mail server's refusal quotes their address), a points reason naming them, a search of
// their email and phone, and a notification naming them; afterwards every text and JSON value of every table
// of every schema (pg-boss's included; pg_dump too on PostgreSQL), the server's log and the search index in
// memory hold none of their name, email or phone.

const person = {
    firstName: 'Zubaidah',
    lastName: 'Kertanegara',
    email: 'zubaidah.k@mailbox.test',
    phoneNumber: '+60129876543',
};
const needles = [person.firstName, person.lastName, person.email, person.phoneNumber, '129876543'];
const leaks = (text: string) =>
    needles.filter(needle => text.toLowerCase().includes(needle.toLowerCase()));

/** A mail server that refuses the customer's mailbox, quoting it, as real ones do ("550 5.1.1 <...>"). */
async function startRefusingSmtp() {
    const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        disableReverseLookup: true,
        logger: false,
        onRcptTo(address, _session, callback) {
            const error = Object.assign(
                new Error(`5.1.1 <${address.address}>: Recipient address rejected`),
                { responseCode: 550 }
            );
            callback(error);
        },
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return {
        url: `smtp://127.0.0.1:${port}`,
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
}

describe.each(backends)('anonymising removes the customer everywhere on %s', backend => {
    let test: TestApp;
    let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
    let log = '';
    let id: string;
    const stream = new Writable({
        write(chunk, _encoding, done) {
            log += chunk.toString();
            done();
        },
    });

    beforeAll(async () => {
        smtp = await startRefusingSmtp();
        test = await createTestApp(backend, {
            config: { notificationWorkers: true, smtpUrl: smtp.url },
            // The email fails once and waits for its retry: meanwhile pg-boss keeps the error in the job's output.
            notifications: { retryLimit: 1, retryDelaySeconds: 600 },
            logger: { level: 'info', stream },
        });
        const row = await test.app.db
            .insertInto('customers')
            .values({
                ...person,
                loginId: 'ZK-0001',
                address: '7, Lorong Kenanga 3',
                city: 'Ipoh',
                state: 'Perak',
                country: 'Malaysia',
                status: 'active',
                registeredAt: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        id = String(row.id);
        // Read into the index's rows (not only its overlay of later changes), as a customer of long standing.
        await test.app.customerSearchIndex?.build();
    }, 120_000);
    afterAll(async () => {
        await test?.close();
        await smtp?.close();
    });

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        test.app.inject({ method, url, payload, headers: test.auth });

    /** Every row of every table outside PostgreSQL's own schemas, as text. */
    async function everyRow() {
        const tables = await sql<{ schema: string; name: string }>`
            SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
            WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`.execute(
            test.app.db
        );
        const found: string[] = [];
        for (const table of tables.rows) {
            const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(
                `${table.schema}.${table.name}`
            )} t`.execute(test.app.db);
            for (const { row } of rows.rows) {
                if (leaks(row).length > 0) found.push(`${table.schema}.${table.name}: ${row}`);
            }
        }
        return found;
    }

    it('leaves none of their name, email or phone in the database, the dump or the log', async () => {
        for (const q of [person.email, person.lastName]) {
            const searched = await call('GET', `/v1/i/customers?q=${encodeURIComponent(q)}`);
            expect(searched.json().customers.map((c: { id: string }) => c.id)).toEqual([id]);
        }
        // The export's audit entry keeps the filters it was asked with: the search too.
        const exported = await call(
            'GET',
            `/v1/i/customers/export.csv?q=${encodeURIComponent(person.email)}`
        );
        expect(exported.body).toContain(person.email);
        const adjusted = await call('POST', `/v1/i/customers/${id}/points`, {
            pointsChange: 50,
            reason: `Goodwill for ${person.firstName} ${person.lastName}, called from ${person.phoneNumber}`,
        });
        expect(adjusted.statusCode, adjusted.body).toBe(201);
        const created = await call('POST', '/v1/i/notifications', {
            title: `A gift for ${person.firstName} ${person.lastName}`,
            message: `Dear ${person.firstName}, we could not reach you at ${person.email}.`,
            recipients: 'specific',
            customerIds: [id],
            channels: ['in-app', 'email'],
        });
        expect(created.statusCode, created.body).toBe(201);
        const notification = created.json().notification.id as string;
        expect((await call('POST', `/v1/i/notifications/${notification}/send`)).statusCode).toBe(
            200
        );
        const failed = await until(
            async () => {
                const answer = await call('GET', `/v1/i/notifications/${notification}/deliveries`);
                const deliveries = answer.json().deliveries as Delivery[];
                return deliveries.find(d => d.channel === 'email' && d.attempts === 1 && d.reason);
            },
            20_000,
            () => 'the email delivery did not fail'
        );
        // What the finding saw: the refusal, quoting the address, is the delivery's reason.
        expect(failed.reason).toContain(person.email);
        const before = (await everyRow()).map(row => row.slice(0, row.indexOf(':')));
        expect(new Set(before.filter(table => table.startsWith('public.')))).toEqual(
            new Set([
                'public.customers',
                'public.audit_log',
                'public.notifications',
                'public.notification_deliveries',
                'public.reward_points_trails',
            ])
        );
        // The job's output (a partition of pgboss.job, which the parent lists too).
        expect(before.some(table => table.startsWith('pgboss.'))).toBe(true);

        const anonymised = await call('DELETE', `/v1/i/customer/${id}`);
        expect(anonymised.statusCode, anonymised.body).toBe(204);

        expect(await everyRow()).toEqual([]);
        if (backend === 'postgres') {
            const { stdout } = await promisify(execFile)(
                'pg_dump',
                ['--data-only', test.database.databaseUrl as string],
                { maxBuffer: 64 * 1024 * 1024 }
            );
            expect(leaks(stdout)).toEqual([]);
        }
        const index = test.app.customerSearchIndex as unknown as {
            rows?: { chunks: string[] };
            overlay: Map<number, { text: string }>;
        };
        const inMemory = [
            ...(index.rows?.chunks ?? []),
            ...[...index.overlay.values()].map(c => c.text),
        ].join('\n');
        expect(leaks(inMemory)).toEqual([]);
        expect(log.length).toBeGreaterThan(0);
        expect(leaks(log)).toEqual([]);
    }, 60_000);
});
