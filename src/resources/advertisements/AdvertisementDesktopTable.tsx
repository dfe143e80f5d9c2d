import { DataTable } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { ListColumn } from '../../components/ListColumn';
import { ViewDetailsButton } from '../../components/ViewDetailsButton';
import { pathTo } from '../routes';
import { formatAdvertisementDate } from './advertisementDisplay';
import { StatusChip } from './StatusChip';

const Column = ListColumn<Advertisement>;

export const AdvertisementDesktopTable = () => (
    <DataTable<Advertisement> rowClick={false} bulkActionButtons={false}>
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
            render={advertisement => <StatusChip status={advertisement.status} />}
        />
        <Column
            label="app.advertisements.list.actions"
            disableSort
            render={advertisement => (
                <ViewDetailsButton
                    to={pathTo('advertisements', 'edit', advertisement.id)}
                    label="app.advertisements.list.view_details"
                />
            )}
        />
    </DataTable>
);
