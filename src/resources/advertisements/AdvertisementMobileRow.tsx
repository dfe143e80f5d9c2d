import TableCell from '@mui/material/TableCell';
import { useTranslate } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { createdRowSx, useCreatedId } from '../../components/createdRecord';
import { ExpandableRow } from '../../components/ExpandableRow';
import { formatAdvertisementDate } from './advertisementDisplay';
import { RowActionsMenu } from './RowActionsMenu';
import { StatusChip } from './StatusChip';

/** A row that keeps Campaign, Status and Actions, and opens to show the dates. */
export const AdvertisementMobileRow = ({ advertisement }: { advertisement: Advertisement }) => {
    const translate = useTranslate();
    const createdId = useCreatedId();
    const { title } = advertisement;
    return (
        <ExpandableRow
            rowSx={advertisement.id === createdId ? createdRowSx : undefined}
            detailsId={`advertisement-${advertisement.id}-dates`}
            showLabel={translate('app.advertisements.list.show_details', { title })}
            hideLabel={translate('app.advertisements.list.hide_details', { title })}
            details={[
                [
                    translate('app.advertisements.list.start'),
                    formatAdvertisementDate(advertisement.startDateTime),
                ],
                [
                    translate('app.advertisements.list.end'),
                    formatAdvertisementDate(advertisement.endDateTime),
                ],
            ]}
        >
            <TableCell sx={{ wordBreak: 'break-word' }}>{title}</TableCell>
            <TableCell>
                <StatusChip advertisement={advertisement} />
            </TableCell>
            <TableCell padding="checkbox">
                <RowActionsMenu advertisement={advertisement} />
            </TableCell>
        </ExpandableRow>
    );
};
