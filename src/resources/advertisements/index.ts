import CampaignIcon from '@mui/icons-material/Campaign';
import { ADVERTISEMENT_FORM_FIELDS } from '../../../contract/forms';
import { lazyViews } from '../../lib/lazyView';
import type { AppResource } from '../../lib/resourceTypes';
import declared from './routes';

export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: CampaignIcon,
    menu: { label: 'advertisements', order: 2 },
    recordRepresentation: 'title',
    permission: 'advertisements:write',
    api: {
        // The spec's path is singular here (§7), and the id of an update travels in the body.
        list: { path: declared.routes.list.firstPage.api, key: 'advertisements' },
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
} satisfies AppResource;
