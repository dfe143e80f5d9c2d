import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ExportClientButton } from '../../components/ExportClientButton';
import { logLoadFailure } from '../../components/logLoadFailure';
import { StatefulList } from '../../components/StatefulList';
import declared from '.';
import { AdvertisementDesktopTable } from './AdvertisementDesktopTable';
import { AdvertisementMobileTable } from './AdvertisementMobileTable';
import { advertisementColumns } from './advertisementExport';
import { advertisementFilters } from './advertisementFilters';

const { firstPage } = declared.routes.list;

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
            filterDefaultValues={firstPage.filter}
            sort={firstPage.sort}
            empty={false}
            queryOptions={{ onError: logLoadFailure('advertisements') }}
        >
            {isSmall ? <AdvertisementMobileTable /> : <AdvertisementDesktopTable />}
        </StatefulList>
    );
};

export default AdvertisementList;
