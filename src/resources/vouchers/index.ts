import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';

// Views load per route so that the entry bundle stays small.
const VoucherList = lazy(() => import('./VoucherList'));
const VoucherCreate = lazy(() => import('./VoucherCreate'));
const VoucherEdit = lazy(() => import('./VoucherEdit'));

export default {
    /** Spread into <Resource name="vouchers">; the singular form routes are declared in App. */
    resource: { list: VoucherList, icon: LocalOfferIcon, recordRepresentation: 'name' },
    create: VoucherCreate,
    edit: VoucherEdit,
    icon: LocalOfferIcon,
};
