import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CreateButton, List, TopToolbar, useTranslate } from 'react-admin';
import { AdvertisementDesktopTable } from './AdvertisementDesktopTable';
import { AdvertisementMobileTable } from './AdvertisementMobileTable';
import { advertisementFilters } from './advertisementFilters';

// Spec §8: a failed list load is only logged. Giving the query its own onError also replaces
// react-admin's default error notification; the table then shows its empty state.
const logLoadFailure = (error: unknown) => console.error('Failed to load advertisements', error);

const ListActions = () => (
    <TopToolbar>
        <CreateButton
            to="/advertisement/create"
            label="app.advertisements.list.create"
            variant="contained"
        />
    </TopToolbar>
);

const AdvertisementList = () => {
    const translate = useTranslate();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    return (
        <>
            <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {translate('app.advertisements.list.title')}
            </Typography>
            <List
                resource="advertisements"
                title="app.advertisements.list.title"
                filters={advertisementFilters}
                filterDefaultValues={{ status: 'active' }}
                sort={{ field: 'startDateTime', order: 'DESC' }}
                actions={<ListActions />}
                empty={false}
                queryOptions={{ onError: logLoadFailure }}
            >
                {isSmall ? <AdvertisementMobileTable /> : <AdvertisementDesktopTable />}
            </List>
        </>
    );
};

export default AdvertisementList;
