import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

// Where an anonymised customer's data was copied, and what anonymising does to each copy (docs/security.md
// 'Personal data'). Runs in the anonymisation's transaction: the copies go with the row, or nothing does.

/** What replaces a free text that staff or an outside server wrote about the customer. */
export const removedReason = 'Reason removed: customer anonymised';
/** What replaces the customer's name, email or phone inside a longer text that stays. */
export const removedText = '[removed]';

export interface PersonalValues {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * PostgreSQL regexes (matched case-insensitively) of the customer's values: `anywhere` is matched in any text
 * (their full name, email, phone as written and as digits), `ofTheirs` also their first and last name as whole
 * words, in texts that are about them (their deliveries, their notifications, their audit entries).
 */
export function personalPatterns(values: PersonalValues) {
    const digits = values.phoneNumber.replace(/\D/g, '');
    const whole = [`${values.firstName} ${values.lastName}`, values.email, values.phoneNumber]
        .concat(digits.length >= 7 ? [digits] : [])
        .filter(value => value.trim().length >= 3)
        .map(escapeRegex);
    const words = [values.firstName, values.lastName]
        .filter(name => name.trim().length >= 2)
        .map(name => `\\m${escapeRegex(name.trim())}\\M`);
    return { anywhere: whole.join('|'), ofTheirs: [...whole, ...words].join('|') };
}

/** The pg-boss tables, once the queue has made them (a server that never queued a job has none). */
async function jobTables(trx: Kysely<Database>) {
    const found = await sql<{ job: string | null; archive: string | null }>`
        SELECT to_regclass('pgboss.job')::text AS job, to_regclass('pgboss.archive')::text AS archive`.execute(
        trx
    );
    const row = found.rows[0];
    return [row?.job, row?.archive].filter((name): name is string => Boolean(name));
}

export async function redactCopies(trx: Kysely<Database>, id: number, values: PersonalValues) {
    const { anywhere, ofTheirs } = personalPatterns(values);
    // Lets this transaction change the text of ledger and audit entries, and nothing else (migration 021).
    await sql`SELECT set_config('loyalty.redaction', 'anonymise', true)`.execute(trx);

    // Their staff-written points reasons (system reasons carry a code and name only vouchers) and the audit
    // entries that recorded them.
    const reasons = await sql<{ id: string }>`
        UPDATE reward_points_trails SET reason = ${removedReason}
        WHERE customer_id = ${id} AND reason_code IS NULL RETURNING id::text`.execute(trx);
    const entries = reasons.rows.map(row => row.id);
    if (entries.length > 0) {
        await sql`
            UPDATE audit_log SET changes = jsonb_set(changes, '{reason,after}', to_jsonb(${removedReason}::text))
            WHERE entity_type = 'pointsEntry' AND entity_id = ANY (${entries}::text[]) AND changes ? 'reason'`.execute(
            trx
        );
    }

    // Their deliveries' failure reasons (a mail server's refusal quotes the address), and the pg-boss jobs that
    // sent them, whose output keeps the error thrown.
    const deliveries = await sql<{ id: string }>`
        UPDATE notification_deliveries SET reason = CASE
            WHEN reason IS NULL OR reason LIKE 'skipped:%' THEN reason ELSE ${removedReason} END
        WHERE recipient_type = 'customer' AND recipient_id = ${id} RETURNING id::text`.execute(trx);
    const deliveryIds = deliveries.rows.map(row => row.id);
    for (const table of deliveryIds.length > 0 ? await jobTables(trx) : []) {
        await sql`
            UPDATE ${sql.raw(table)} SET output = NULL
            WHERE name = 'notification-deliver' AND output IS NOT NULL
                AND data->>'deliveryId' = ANY (${deliveryIds}::text[])`.execute(trx);
    }

    // Notifications and audit entries that name them: sent to them (or about them), or anywhere else.
    const theirNotifications = sql`SELECT id FROM notifications WHERE ${id} = ANY (customer_ids)`;
    await sql`
        UPDATE notifications SET
            title = regexp_replace(title, CASE WHEN ${id} = ANY (customer_ids) THEN ${ofTheirs} ELSE ${anywhere} END, ${removedText}, 'gi'),
            message = regexp_replace(message, CASE WHEN ${id} = ANY (customer_ids) THEN ${ofTheirs} ELSE ${anywhere} END, ${removedText}, 'gi')
        WHERE title ~* ${ofTheirs} OR message ~* ${ofTheirs}`.execute(trx);
    await sql`
        UPDATE audit_log SET changes = regexp_replace(changes::text, CASE
            WHEN (entity_type = 'customer' AND entity_id = ${String(id)})
                OR (entity_type = 'pointsEntry' AND changes->'customerId'->>'after' = ${String(id)})
                OR (entity_type = 'notification' AND entity_id IN (SELECT id::text FROM (${theirNotifications}) n))
            THEN ${ofTheirs} ELSE ${anywhere} END, ${removedText}, 'gi')::jsonb
        WHERE changes::text ~* ${ofTheirs}`.execute(trx);
}
