import { z } from 'zod';
import { HttpError } from '../../lib/httpError.ts';
import { numericId } from '../../lib/paging.ts';
import type { App } from '../../lib/zodProvider.ts';
import { actorOf } from '../../plugins/permissions.ts';
import { checkMayAssign, checkNoRepeats } from './rules.ts';

const assignBody = z.strictObject({
    users: z.array(numericId).min(1, 'Select at least one customer').max(1000),
    /** Extension points-ledger: take the voucher's pointsRequired from each customer's balance. */
    chargePoints: z.boolean().optional(),
});
const assignAnswer = z.strictObject({
    data: z.strictObject({ customerVoucherIds: z.array(z.string()) }),
});
/** Beyond spec §7, which shows no answer: the points the removal gave back (0 when none). */
const removeAnswer = z.strictObject({
    data: z.strictObject({ refundedPoints: z.number().int() }),
});
const write = { access: 'customers:write' } as const;

/** Issuing vouchers to customers and taking them back: writes on customers' vouchers. */
export default async function customerVoucherRoutes(app: App) {
    const customerVouchers = app.customerVouchersRepository;

    app.post(
        '/vouchers/:voucherId/users/assign',
        {
            config: { ...write, idempotent: true },
            schema: {
                params: z.strictObject({ voucherId: numericId }),
                body: assignBody,
                response: { 201: assignAnswer },
            },
        },
        async (request, reply) => {
            const { voucherId } = request.params;
            const { users, chargePoints } = request.body;
            checkNoRepeats(users);
            const role = request.staff?.role;
            const ids = await customerVouchers.assign(voucherId, users, actorOf(request), {
                chargePoints: chargePoints ?? false,
                // Checked on the voucher as the assignment reads it, in its transaction.
                mayAssign: voucher => checkMayAssign(voucher, role),
            });
            return reply.status(201).send({ data: { customerVoucherIds: ids } });
        }
    );

    app.delete(
        '/vouchers/redeemed/:customerVoucherId/users/:customerId',
        {
            config: write,
            schema: {
                params: z.strictObject({ customerVoucherId: numericId, customerId: numericId }),
                response: { 200: removeAnswer },
            },
        },
        async (request, reply) => {
            const { customerVoucherId, customerId } = request.params;
            const refundedPoints = await customerVouchers.remove(
                customerVoucherId,
                customerId,
                actorOf(request)
            );
            if (refundedPoints === null) throw new HttpError(404, 'Customer voucher not found');
            return reply.send({ data: { refundedPoints } });
        }
    );
}
