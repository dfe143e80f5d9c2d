import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as init from './migrations/001_init.ts';
import * as auditLog from './migrations/002_audit_log.ts';
import * as sessions from './migrations/003_sessions.ts';
import * as images from './migrations/004_images.ts';
import * as staffUsers from './migrations/005_staff_users.ts';
import * as customerLedger from './migrations/006_customer_ledger.ts';
import * as notifications from './migrations/007_notifications.ts';
import * as dashboard from './migrations/008_dashboard.ts';
import * as customerSearch from './migrations/009_customer_search.ts';
import * as customerListing from './migrations/010_customer_listing.ts';
import * as customerSearchFields from './migrations/011_customer_search_fields.ts';
import * as customerSearchWords from './migrations/012_customer_search_words.ts';
import * as customerListKeys from './migrations/013_customer_list_keys.ts';
import * as dropRegisteredAtIndex from './migrations/014_drop_registered_at_index.ts';
import * as customerListKeysByStatus from './migrations/015_customer_list_keys_by_status.ts';
import * as customerSortKeys from './migrations/016_customer_sort_keys.ts';
import * as voucherClaims from './migrations/017_voucher_claims.ts';
import * as customerSearchChanges from './migrations/018_customer_search_changes.ts';
import * as customerCountsOnUpdate from './migrations/019_customer_counts_on_update.ts';
import * as pointsReasonCodes from './migrations/020_points_reason_codes.ts';
import * as personalData from './migrations/021_personal_data.ts';
import * as staffPasswordChangeRequired from './migrations/022_staff_password_change_required.ts';
import * as idempotencyKeys from './migrations/023_idempotency_keys.ts';
import * as idempotencyClaims from './migrations/024_idempotency_claims.ts';
import * as customerEveryOrder from './migrations/025_customer_every_order.ts';
import type { Database } from './schema.ts';

// Listed explicitly (rather than read from the folder) so that the order is the file order and nothing
// depends on the working directory.
const migrations: Record<string, Migration> = {
    '001_init': init,
    '002_audit_log': auditLog,
    '003_sessions': sessions,
    '004_images': images,
    '005_staff_users': staffUsers,
    '006_customer_ledger': customerLedger,
    '007_notifications': notifications,
    '008_dashboard': dashboard,
    '009_customer_search': customerSearch,
    '010_customer_listing': customerListing,
    '011_customer_search_fields': customerSearchFields,
    '012_customer_search_words': customerSearchWords,
    '013_customer_list_keys': customerListKeys,
    '014_drop_registered_at_index': dropRegisteredAtIndex,
    '015_customer_list_keys_by_status': customerListKeysByStatus,
    '016_customer_sort_keys': customerSortKeys,
    '017_voucher_claims': voucherClaims,
    '018_customer_search_changes': customerSearchChanges,
    '019_customer_counts_on_update': customerCountsOnUpdate,
    '020_points_reason_codes': pointsReasonCodes,
    '021_personal_data': personalData,
    '022_staff_password_change_required': staffPasswordChangeRequired,
    '023_idempotency_keys': idempotencyKeys,
    '024_idempotency_claims': idempotencyClaims,
    '025_customer_every_order': customerEveryOrder,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
    // Features are built side by side and land in any order, so a database may have run a later-numbered
    // migration before an earlier one arrives; each migration touches its own tables, so order between them is free.
    const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find(result => result.status === 'Error');
    if (error || failed) {
        throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
    }
}
