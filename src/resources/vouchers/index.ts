import { VOUCHER_FORM_FIELDS } from '../../../contract/forms';
import type { ResourceDeclaration, RouteTable } from '../../lib/resourceTypes';

// The spec's paths (§2): the list is plural, the forms singular.
const routes = {
    list: {
        path: '/vouchers',
        view: () => import('./VoucherList'),
        firstPage: {
            api: '/v1/i/vouchers',
            sort: { field: 'id', order: 'ASC' },
            filter: { status: 'active' },
        },
    },
    create: { path: '/voucher/create', view: () => import('./VoucherCreate') },
    edit: { path: '/voucher/:id', view: () => import('./VoucherEdit') },
} satisfies RouteTable;

export default {
    name: 'vouchers',
    routes,
    icon: () => import('@mui/icons-material/LocalOffer'),
    menu: { label: 'vouchers', order: 1 },
    recordRepresentation: 'name',
    permission: 'vouchers:write',
    api: {
        list: { path: routes.list.firstPage.api, key: 'vouchers' },
        one: { path: id => `/v1/i/vouchers/${id}`, key: 'voucher' },
        create: { path: '/v1/i/vouchers', fields: VOUCHER_FORM_FIELDS },
        update: { path: id => `/v1/i/vouchers/${id}`, fields: VOUCHER_FORM_FIELDS },
        delete: id => `/v1/i/vouchers/${id}`,
    },
} satisfies ResourceDeclaration;
