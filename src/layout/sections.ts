import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import advertisements from '../resources/advertisements';
import customers from '../resources/customers';
import vouchers from '../resources/vouchers';

export interface Section {
    label: string;
    icon: ComponentType;
    /** No path: the spec's Setting entry, a placeholder without a route. */
    path?: string;
    /** The entry's singular routes (/voucher/7) count as inside it too. */
    prefixes?: string[];
}

/** The navigation entries of spec §2, in order. */
export const SECTIONS: Section[] = [
    { label: 'vouchers', icon: vouchers.icon, path: '/vouchers', prefixes: ['/voucher/'] },
    {
        label: 'advertisements',
        icon: advertisements.icon,
        path: '/advertisements',
        prefixes: ['/advertisement/'],
    },
    {
        label: 'notifications',
        icon: NotificationsIcon,
        path: '/notifications',
        prefixes: ['/notification/'],
    },
    { label: 'customers', icon: customers.icon, path: '/customers', prefixes: ['/customer/'] },
    { label: 'users', icon: ManageAccountsIcon, path: '/users', prefixes: ['/user/'] },
    { label: 'setting', icon: SettingsIcon },
];
