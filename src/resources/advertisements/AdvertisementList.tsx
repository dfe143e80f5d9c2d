import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ExportClientButton } from '../../components/ExportClientButton';
import { ListHeading } from '../../components/ListHeading';
import { logLoadFailure } from '../../components/logLoadFailure';
import { StatefulList } from '../../components/StatefulList';
import { AdvertisementDesktopTable } from './AdvertisementDesktopTable';
import { AdvertisementMobileTable } from './AdvertisementMobileTable';
import { advertisementColumns } from './advertisementExport';
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
            <StatefulList
                what="advertisements"
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
                <ExportClientButton list="advertisements" columns={advertisementColumns} />
                {isSmall ? <AdvertisementMobileTable /> : <AdvertisementDesktopTable />}
            </StatefulList>
        </>
    );
};

export default AdvertisementList;
