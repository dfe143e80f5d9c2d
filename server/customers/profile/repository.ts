import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';
import { ANONYMISED_PLACEHOLDER } from '../../../contract/index.ts';
import type { Actor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { CustomersTable, Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/httpError.ts';
import { redactCopies } from './repository/redactCopies.ts';
import type { ProfileChanges } from './rules.ts';

declare module 'fastify' {
    interface FastifyInstance {
        customerWritesRepository: ReturnType<typeof customerWritesRepository>;
    }
}

const personalFields = [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'address',
    'city',
    'state',
    'country',
] as const;

const emailTaken = () =>
    new HttpError(409, 'Another customer already uses this email address', {
        email: 'Another customer already uses this email address',
    });

/**
 * What the audit entry of an edit shows: the status with its values, personal fields only as "changed". The
 * trail is append-only, so a value written there could never be erased by a later PDPA deletion.
 */
function auditedProfile(before: Selectable<CustomersTable>, after: Selectable<CustomersTable>) {
    const was: Record<string, unknown> = { status: before.status };
    const is: Record<string, unknown> = { status: after.status };
    for (const field of personalFields) {
        if (before[field] === after[field]) continue;
        was[field] = '(personal data)';
        is[field] = '(personal data, changed)';
    }
    return { before: was, after: is };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

function customerWritesRepository(db: Kysely<Database>) {
    return {
        /** The edit screen's save; undefined when there is no such (or an anonymised) customer. */
        update: (id: number, changes: ProfileChanges, actor: Actor) =>
            db.transaction().execute(async trx => {
                const before = await trx
                    .selectFrom('customers')
                    .selectAll()
                    .where('id', '=', id)
                    .where('anonymisedAt', 'is', null)
                    .forUpdate()
                    .executeTakeFirst();
                if (!before) return undefined;
                if (changes.email !== undefined) {
                    const other = await trx
                        .selectFrom('customers')
                        .select('id')
                        .where(eb =>
                            eb(eb.fn('lower', ['email']), '=', changes.email?.toLowerCase())
                        )
                        .where('anonymisedAt', 'is', null)
                        .where('id', '<>', id)
                        .executeTakeFirst();
                    if (other) throw emailTaken();
                }
                const after =
                    Object.keys(changes).length === 0
                        ? before
                        : await trx
                              .updateTable('customers')
                              .set(changes)
                              .where('id', '=', id)
                              .returningAll()
                              .executeTakeFirstOrThrow()
                              .catch(error => {
                                  // Two edits racing to the same email: the unique index decides.
                                  throw isUniqueViolation(error) ? emailTaken() : error;
                              });
                const audited = auditedProfile(before, after);
                await recordAudit(trx, actor, {
                    action: 'update',
                    entityType: 'customer',
                    entityId: id,
                    ...audited,
                });
                return after;
            }),

        /**
         * A PDPA deletion: personal fields become the placeholder or empty, the loginID is freed, and the row
         * stays (anonymised_at set) so that ledger, transactions and customer vouchers keep their customer id.
         * The copies of their data elsewhere are redacted in the same transaction (redactCopies.ts).
         * False when there is no such customer or they were already anonymised.
         */
        anonymise: (id: number, actor: Actor) =>
            db.transaction().execute(async trx => {
                const values = await trx
                    .selectFrom('customers')
                    .select(['firstName', 'lastName', 'email', 'phoneNumber'])
                    .where('id', '=', id)
                    .where('anonymisedAt', 'is', null)
                    .forUpdate()
                    .executeTakeFirst();
                if (!values) return false;
                const row = await trx
                    .updateTable('customers')
                    .set({
                        loginId: `ANON-${id}`,
                        firstName: ANONYMISED_PLACEHOLDER,
                        lastName: ANONYMISED_PLACEHOLDER,
                        email: ANONYMISED_PLACEHOLDER,
                        phoneNumber: ANONYMISED_PLACEHOLDER,
                        address: null,
                        city: null,
                        state: null,
                        country: null,
                        status: 'inactive',
                        anonymisedAt: new Date(),
                    })
                    .where('id', '=', id)
                    .where('anonymisedAt', 'is', null)
                    .returning('id')
                    .executeTakeFirst();
                if (!row) return false;
                await redactCopies(trx, id, values);
                await recordAudit(trx, actor, {
                    action: 'delete',
                    entityType: 'customer',
                    entityId: id,
                    before: { anonymised: false },
                    after: { anonymised: true },
                });
                return true;
            }),
    };
}

export default fp(
    async app => {
        app.decorate('customerWritesRepository', customerWritesRepository(app.db));
    },
    { name: 'customer-writes-repository', dependencies: ['db'] }
);
