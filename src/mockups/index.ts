import { lazy } from 'react';

// Screens the spec calls mockups: hard-coded sample data, no calls.
export default {
    NotificationList: lazy(() => import('./NotificationList')),
    NotificationCreate: lazy(() => import('./NotificationCreate')),
    UserList: lazy(() => import('./UserList')),
    UserCreate: lazy(() => import('./UserCreate')),
    UserShow: lazy(() => import('./UserShow')),
    CustomerPoints: lazy(() => import('./CustomerPoints')),
    CustomerTransactions: lazy(() => import('./CustomerTransactions')),
};
