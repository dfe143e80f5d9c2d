import { runStatements } from './runStatements.ts';

// Notifications: the message, its state (spec §4), one row per (notification, recipient, channel)
// delivery, and per-channel figures kept as counters so a list page never counts a million deliveries.
// The job queue itself (pg-boss) keeps its own tables in the `pgboss` schema, created when it starts.
const statements = [
    `CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        title text NOT NULL,
        message text NOT NULL,
        type text NOT NULL CHECK (type IN ('info', 'warning', 'success', 'error')),
        priority text NOT NULL CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
        deeplink text,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sent')),
        scheduled_at timestamptz,
        expires_at timestamptz,
        recipients text NOT NULL CHECK (recipients IN ('all', 'admins', 'customers', 'specific')),
        customer_ids integer[] NOT NULL DEFAULT '{}',
        channels text[] NOT NULL,
        views integer NOT NULL DEFAULT 0,
        clicks integer NOT NULL DEFAULT 0,
        -- Who last scheduled or sent it: the actor of the audit entry the worker writes when it goes out
        -- (kept like audit_log's actor, without a foreign key).
        queued_by integer,
        queued_by_username text,
        started_at timestamptz,
        finished_at timestamptz,
        -- The fan-out: deliveries expected, and the last recipient written ('customer:12', 'staff:3').
        progress_total integer,
        fanout_after text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'scheduled' OR scheduled_at IS NOT NULL),
        CHECK (expires_at IS NULL OR scheduled_at IS NULL OR expires_at > scheduled_at)
    );`,
    `CREATE INDEX notifications_status_id ON notifications (status, id);`,
    `CREATE TABLE notification_figures (
        notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
        channel text NOT NULL,
        queued integer NOT NULL DEFAULT 0,
        delivered integer NOT NULL DEFAULT 0,
        failed integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        PRIMARY KEY (notification_id, channel)
    );`,
    `CREATE TABLE notification_deliveries (
        id bigserial PRIMARY KEY,
        notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('in-app', 'email', 'sms', 'push')),
        recipient_type text NOT NULL CHECK (recipient_type IN ('customer', 'staff')),
        recipient_id integer NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'delivered', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        viewed_at timestamptz,
        clicked_at timestamptz,
        -- Exactly once per (notification, recipient, channel), however many workers fan out.
        UNIQUE (notification_id, channel, recipient_type, recipient_id)
    );`,
    // An inbox: a recipient's in-app deliveries, newest first.
    `CREATE INDEX notification_deliveries_inbox ON notification_deliveries (recipient_type, recipient_id, id)
        WHERE channel = 'in-app' AND status = 'delivered';`,
    `CREATE INDEX notification_deliveries_status ON notification_deliveries (notification_id, status, id);`,
    // Secrets shared by every instance on this database (the tracking links' HMAC key).
    `CREATE TABLE notification_secrets (
        name text PRIMARY KEY,
        secret text NOT NULL
    );`,
];

export const up = runStatements(statements);
