import { runStatements } from './runStatements.ts';

// The reasons the system writes on the ledger (a voucher's charge and refund, the opening balance) carry a code
// and its params beside the English `reason`, so that the console shows them in its language; `reason` stays
// for spec §7's pointsTrails and for programs. Staff-written reasons (adjustments, reversals) have no code.
// Entries are final (migration 006's trigger): the backfill of earlier entries sets the code alone, with that
// trigger and the dashboard's recount (migration 008, nothing it counts changes) off for its one statement each.
const charge = `'^Voucher "(.*)" assigned$'`;
const refund = `'^Voucher "(.*)" removed: points refunded$'`;
const statements = [
    `ALTER TABLE reward_points_trails ADD COLUMN reason_code text, ADD COLUMN reason_params jsonb;`,
    `ALTER TABLE reward_points_trails DISABLE TRIGGER ledger_entries_final;`,
    `ALTER TABLE reward_points_trails DISABLE TRIGGER points_uncounted_on_update;`,
    `ALTER TABLE reward_points_trails DISABLE TRIGGER points_recounted_on_update;`,
    `UPDATE reward_points_trails SET reason_code = 'voucher_assigned',
        reason_params = jsonb_build_object('voucher', substring(reason from ${charge}))
        WHERE kind = 'charge' AND reason ~ ${charge};`,
    `UPDATE reward_points_trails SET reason_code = 'voucher_refunded',
        reason_params = jsonb_build_object('voucher', substring(reason from ${refund}))
        WHERE kind = 'refund' AND reason ~ ${refund};`,
    `UPDATE reward_points_trails SET reason_code = 'opening_balance', reason_params = '{}'::jsonb
        WHERE kind = 'system' AND reason = 'Opening balance';`,
    `ALTER TABLE reward_points_trails ENABLE TRIGGER ledger_entries_final;`,
    `ALTER TABLE reward_points_trails ENABLE TRIGGER points_uncounted_on_update;`,
    `ALTER TABLE reward_points_trails ENABLE TRIGGER points_recounted_on_update;`,
];

export const up = runStatements(statements);
