import { ADVERTISEMENT_FORM_FIELDS } from '../../../contract/forms';
import type { ResourceDeclaration, RouteTable } from '../../lib/resourceTypes';

const routes = {
    list: {
        path: '/advertisements',
        view: () => import('./AdvertisementList'),
        firstPage: {
            api: '/v1/i/advertisement',
            sort: { field: 'startDateTime', order: 'DESC' },
            filter: { status: 'active' },
        },
    },
    create: { path: '/advertisement/create', view: () => import('./AdvertisementCreate') },
    edit: { path: '/advertisement/:id', view: () => import('./AdvertisementEdit') },
} satisfies RouteTable;

export default {
    name: 'advertisements',
    routes,
    icon: () => import('@mui/icons-material/Campaign'),
    menu: { label: 'advertisements', order: 2 },
    recordRepresentation: 'title',
    permission: 'advertisements:write',
    api: {
        // The spec's path is singular here (§7), and the id of an update travels in the body.
        list: { path: routes.list.firstPage.api, key: 'advertisements' },
        one: { path: id => `/v1/i/advertisement/${id}`, key: 'advertisement' },
        create: { path: '/v1/i/advertisement', fields: ADVERTISEMENT_FORM_FIELDS },
        update: {
            path: () => '/v1/i/advertisement',
            fields: ADVERTISEMENT_FORM_FIELDS,
            idInBody: true,
        },
        // Only with the server's 'advertisement-delete' extension: spec §7 has no delete call.
        delete: id => `/v1/i/advertisement/${id}`,
    },
} satisfies ResourceDeclaration;
