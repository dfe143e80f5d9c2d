import type { Area } from '../lib/area.ts';
import voucherRepository from './repository.ts';
import voucherRoutes from './routes.ts';

/** The vouchers the programme offers (spec §5's rules, the usage limit). */
export const vouchers: Area = {
    name: 'vouchers',
    services: async app => {
        await app.register(voucherRepository);
    },
    routes: async v1 => {
        await v1.register(voucherRoutes);
    },
};

// What other areas use.
export { toVoucher, type VoucherRow } from './answer.ts';
export { readVoucherForm } from './form.ts';
export { voucherColumns, voucherStatus } from './repository.ts';
