import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { List } from 'react-admin';
import { ListHeading } from '../../components/ListHeading';
import { logLoadFailure } from '../../components/logLoadFailure';
import { AdvertisementDesktopTable } from './AdvertisementDesktopTable';
import { AdvertisementMobileTable } from './AdvertisementMobileTable';
import { advertisementFilters } from './advertisementFilters';

const AdvertisementList = () => {
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    return (
        <>
            <ListHeading
                resource="advertisements"
                title="app.advertisements.list.title"
                createLabel="app.advertisements.list.create"
            />
            <List
                resource="advertisements"
                title={false}
                filters={advertisementFilters}
                filterDefaultValues={{ status: 'active' }}
                sort={{ field: 'startDateTime', order: 'DESC' }}
                actions={false}
                empty={false}
                queryOptions={{ onError: logLoadFailure('advertisements') }}
                sx={{ '& .RaList-actions': { backgroundColor: 'transparent' } }}
            >
                {isSmall ? <AdvertisementMobileTable /> : <AdvertisementDesktopTable />}
            </List>
        </>
    );
};

export default AdvertisementList;
