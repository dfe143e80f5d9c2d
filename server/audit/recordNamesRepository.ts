import { sql } from 'kysely';

/** What an entry's record reads as now (contract/auditEntry.ts `record`). */
export interface RecordName {
    name?: string | null;
    loginId?: string | null;
    customer?: string | null;
    anonymised?: boolean;
}

// Names are looked up when the trail is read, by the entry's type and id, rather than stored with the entry:
// a renamed voucher reads by its current name, and an anonymised customer's name, which the trail (append-only)
// could never erase, is never in it. A customer's name is left out once anonymised. Each lookup is by primary
// key, for the page's entries only.
const customer = (alias: string) =>
    `'customer', CASE WHEN ${alias}.anonymised_at IS NULL THEN ${alias}.name END,
     'loginId', CASE WHEN ${alias}.anonymised_at IS NULL THEN ${alias}.login_id END,
     'anonymised', ${alias}.anonymised_at IS NOT NULL`;
const id = 'audit_log.entity_id::bigint';

export const recordName = sql<RecordName | null>`CASE WHEN audit_log.entity_id ~ '^[0-9]{1,18}$' THEN
    CASE audit_log.entity_type
        WHEN 'voucher' THEN (SELECT json_build_object('name', v.name) FROM vouchers v WHERE v.id = ${sql.raw(id)})
        WHEN 'advertisement' THEN
            (SELECT json_build_object('name', a.title) FROM advertisements a WHERE a.id = ${sql.raw(id)})
        WHEN 'notification' THEN
            (SELECT json_build_object('name', n.title) FROM notifications n WHERE n.id = ${sql.raw(id)})
        WHEN 'staffUser' THEN (SELECT json_build_object('name', s.name, 'loginId', s.username)
            FROM staff_users s WHERE s.id = ${sql.raw(id)})
        WHEN 'customer' THEN (SELECT json_build_object('name', CASE WHEN c.anonymised_at IS NULL THEN c.name END,
            'loginId', CASE WHEN c.anonymised_at IS NULL THEN c.login_id END, 'anonymised', c.anonymised_at IS NOT NULL)
            FROM customers c WHERE c.id = ${sql.raw(id)})
        WHEN 'customerVoucher' THEN (SELECT json_build_object('name', v.name, ${sql.raw(customer('c'))})
            FROM customer_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id JOIN customers c ON c.id = cv.customer_id
            WHERE cv.id = ${sql.raw(id)})
        WHEN 'pointsEntry' THEN (SELECT json_build_object(${sql.raw(customer('c'))})
            FROM reward_points_trails t JOIN customers c ON c.id = t.customer_id WHERE t.id = ${sql.raw(id)})
    END
END`;
