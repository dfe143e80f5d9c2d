import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

const AdvertisementList = lazy(() => import('./AdvertisementList'));
const AdvertisementCreate = lazy(() => import('./AdvertisementCreate'));
const AdvertisementEdit = lazy(() => import('./AdvertisementEdit'));

export default {
    /** Spread into <Resource name="advertisements">; the singular form routes are declared in App. */
    resource: { list: AdvertisementList, icon: CampaignIcon, recordRepresentation: 'title' },
    create: AdvertisementCreate,
    edit: AdvertisementEdit,
    icon: CampaignIcon,
};
