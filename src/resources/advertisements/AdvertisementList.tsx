import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ExportClientButton } from '../../components/ExportClientButton';
import { logLoadFailure } from '../../components/logLoadFailure';
import { StatefulList } from '../../components/StatefulList';
import { AdvertisementDesktopTable } from './AdvertisementDesktopTable';
import { AdvertisementMobileTable } from './AdvertisementMobileTable';
import { advertisementColumns } from './advertisementExport';
import { advertisementFilters } from './advertisementFilters';

const AdvertisementList = () => {
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    return (
        <StatefulList
            what="advertisements"
            resource="advertisements"
            heading={{
                title: 'app.advertisements.list.title',
                createLabel: 'app.advertisements.list.create',
            }}
            filters={advertisementFilters}
            exportButton={
                <ExportClientButton list="advertisements" columns={advertisementColumns} />
            }
            filterDefaultValues={{ status: 'active' }}
            sort={{ field: 'startDateTime', order: 'DESC' }}
            empty={false}
            queryOptions={{ onError: logLoadFailure('advertisements') }}
        >
            {isSmall ? <AdvertisementMobileTable /> : <AdvertisementDesktopTable />}
        </StatefulList>
    );
};

export default AdvertisementList;
