import { DataTable } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { createdRowSx, useCreatedId } from '../../components/createdRecord';
import { ListColumn } from '../../components/ListColumn';
import { AdvertisementRowActions } from './AdvertisementRowActions';
import { formatAdvertisementDate } from './advertisementDisplay';
import { StatusChip } from './StatusChip';

const Column = ListColumn<Advertisement>;

export const AdvertisementDesktopTable = () => {
    const createdId = useCreatedId();
    return (
        <DataTable<Advertisement>
            rowClick={false}
            bulkActionButtons={false}
            rowSx={record => (record.id === createdId ? createdRowSx : {})}
        >
            <Column source="title" label="app.advertisements.list.campaign" />
            <Column
                source="startDateTime"
                label="app.advertisements.list.start"
                render={advertisement => formatAdvertisementDate(advertisement.startDateTime)}
            />
            <Column
                source="endDateTime"
                label="app.advertisements.list.end"
                render={advertisement => formatAdvertisementDate(advertisement.endDateTime)}
            />
            <Column
                source="status"
                label="app.advertisements.list.status"
                render={advertisement => <StatusChip advertisement={advertisement} />}
            />
            <Column
                label="app.advertisements.list.actions"
                disableSort
                render={advertisement => <AdvertisementRowActions advertisement={advertisement} />}
            />
        </DataTable>
    );
};
