import { runStatements } from './runStatements.ts';

// Staff users as spec §3 'User' describes them. The admin created on first start (and any user made before this
// migration) gets a name, the Active status and its role's default flags, so nobody loses access.
const statements = [
    `ALTER TABLE staff_users
        ADD COLUMN name text NOT NULL DEFAULT '',
        ADD COLUMN email text,
        ADD COLUMN phone text,
        ADD COLUMN location text,
        ADD COLUMN joining_date date,
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        ADD COLUMN permissions text[] NOT NULL DEFAULT '{}',
        ADD COLUMN notes text,
        ADD COLUMN password_changed_at timestamptz;`,
    `UPDATE staff_users SET name = username,
        permissions = CASE role
            WHEN 'admin' THEN ARRAY['customers:write', 'vouchers:write', 'advertisements:write',
                'notifications:write', 'users:write', 'settings:write']
            WHEN 'manager' THEN ARRAY['customers:write', 'vouchers:write', 'advertisements:write',
                'notifications:write']
            WHEN 'marketer' THEN ARRAY['vouchers:write', 'advertisements:write', 'notifications:write']
            WHEN 'advertiser' THEN ARRAY['advertisements:write']
            ELSE ARRAY[]::text[] END;`,
    // Usernames are unique whatever their case (new ones are stored in lower case; this guards older rows too).
    `CREATE UNIQUE INDEX staff_users_username_lower ON staff_users (lower(username));`,
];

export const up = runStatements(statements);
