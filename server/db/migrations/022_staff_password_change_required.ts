import { runStatements } from './runStatements.ts';

// A staff member whose password others know (the demo accounts, whose passwords are published) must choose their
// own before anything else: until they do, their session reaches only their own password change.
const statements = [
    `ALTER TABLE staff_users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;`,
];

export const up = runStatements(statements);
