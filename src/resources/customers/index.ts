import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

const CustomerList = lazy(() => import('./CustomerList'));
const CustomerShow = lazy(() => import('./CustomerShow'));
const CustomerEdit = lazy(() => import('./CustomerEdit'));
const CustomerVouchers = lazy(() => import('./CustomerVouchers'));

export default {
    /** Spread into <Resource name="customers">; the singular routes are declared in App. */
    resource: { list: CustomerList, icon: PeopleIcon, recordRepresentation: 'name' },
    show: CustomerShow,
    edit: CustomerEdit,
    vouchers: CustomerVouchers,
    icon: PeopleIcon,
};
