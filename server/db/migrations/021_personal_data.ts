import { runStatements } from './runStatements.ts';

// Customer personal data has its own flag, 'customers:personal' (contract/permissions.ts): staff whose role now
// proposes it (admin, manager) get it, as a new user of that role would; the others keep seeing masked values.
//
// Anonymising a customer redacts their name, email and phone where staff or the system copied them: free-text
// ledger reasons and audit entries among them. Both tables otherwise refuse every change; they now allow one
// that touches only the text (the ledger's reason, the audit entry's changes) inside a transaction that has set
// `loyalty.redaction` to 'anonymise' (set_config(..., true): it ends with the transaction). Every other column
// of an entry, and every DELETE, is still refused, whoever asks.
const statements = [
    `UPDATE staff_users SET permissions = array_append(permissions, 'customers:personal')
        WHERE role IN ('admin', 'manager') AND NOT ('customers:personal' = ANY (permissions));`,
    `CREATE OR REPLACE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('loyalty.redaction', true) = 'anonymise'
            AND to_jsonb(NEW) - 'changes' = to_jsonb(OLD) - 'changes' THEN
            RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_log entries cannot be changed or removed';
    END $$;`,
    `CREATE OR REPLACE FUNCTION ledger_entries_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF current_setting('loyalty.redaction', true) = 'anonymise'
            AND to_jsonb(NEW) - 'reason' - 'reason_params' = to_jsonb(OLD) - 'reason' - 'reason_params' THEN
            RETURN NEW;
        END IF;
        RAISE EXCEPTION 'reward_points_trails entries cannot be changed; add a reversal instead';
    END $$;`,
];

export const up = runStatements(statements);
