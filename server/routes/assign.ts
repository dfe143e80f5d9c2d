import { z } from 'zod';
import { assignVoucher, removeCustomerVoucher } from '../domain/assign.ts';
import { HttpError } from '../lib/httpError.ts';
import type { App } from '../lib/zodProvider.ts';

const numericId = z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a numeric id')
    .transform(Number);
const assignBody = z.strictObject({
    users: z.array(numericId).min(1, 'Select at least one customer').max(1000),
});

export default async function assignRoutes(app: App) {
    app.post(
        '/vouchers/:voucherId/users/assign',
        {
            schema: {
                params: z.strictObject({ voucherId: numericId }),
                body: assignBody,
                response: {
                    201: z.strictObject({
                        data: z.strictObject({ customerVoucherIds: z.array(z.string()) }),
                    }),
                },
            },
        },
        async (request, reply) => {
            const { voucherId } = request.params;
            const users = request.body.users;
            if (new Set(users).size !== users.length) {
                throw new HttpError(400, 'users must not repeat a customer', {
                    users: 'Repeated customer',
                });
            }
            const voucher = await app.db
                .selectFrom('vouchers')
                .select('isPublic')
                .where('id', '=', voucherId)
                .executeTakeFirst();
            if (!voucher) throw new HttpError(404, 'Voucher not found');
            if (!voucher.isPublic && request.staff?.role !== 'admin') {
                throw new HttpError(403, 'Only admins can assign a private voucher');
            }
            const ids = await assignVoucher(app.db, voucherId, users);
            return reply.status(201).send({ data: { customerVoucherIds: ids.map(String) } });
        }
    );

    app.delete(
        '/vouchers/redeemed/:customerVoucherId/users/:customerId',
        {
            schema: {
                params: z.strictObject({ customerVoucherId: numericId, customerId: numericId }),
            },
        },
        async (request, reply) => {
            const { customerVoucherId, customerId } = request.params;
            if (!(await removeCustomerVoucher(app.db, customerVoucherId, customerId))) {
                throw new HttpError(404, 'Customer voucher not found');
            }
            return reply.status(204).send();
        }
    );
}
