import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { VOUCHER_FORM_FIELDS } from '../../../contract/forms';
import { lazyViews } from '../../lib/lazyView';
import type { AppResource } from '../../lib/resourceTypes';
import declared from './routes';

export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: LocalOfferIcon,
    menu: { label: 'vouchers', order: 1 },
    recordRepresentation: 'name',
    permission: 'vouchers:write',
    api: {
        list: { path: declared.routes.list.firstPage.api, key: 'vouchers' },
        one: { path: id => `/v1/i/vouchers/${id}`, key: 'voucher' },
        create: { path: '/v1/i/vouchers', fields: VOUCHER_FORM_FIELDS },
        update: { path: id => `/v1/i/vouchers/${id}`, fields: VOUCHER_FORM_FIELDS },
        delete: id => `/v1/i/vouchers/${id}`,
    },
} satisfies AppResource;
