import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { ViewDetailsButton } from '../../components/ViewDetailsButton';
import { pathTo } from '../../lib/screenPaths';
import { useAdvertisementDelete } from './useAdvertisementDelete';

/**
 * The desktop row's actions: 'View Details', and 'Delete' where our server offers deleting to this staff
 * member (against the provider's API, whose §7 has no delete call, the row is the spec's).
 */
export const AdvertisementRowActions = ({ advertisement }: { advertisement: Advertisement }) => {
    const translate = useTranslate();
    const { allowed, ask, dialog } = useAdvertisementDelete(advertisement);
    return (
        <Stack direction="row" sx={{ gap: 1 }}>
            <ViewDetailsButton
                to={pathTo('advertisements', 'edit', advertisement.id)}
                label="app.advertisements.list.view_details"
            />
            {allowed && (
                <Button
                    size="small"
                    color="error"
                    onClick={ask}
                    aria-label={translate('app.advertisements.list.delete_named', {
                        title: advertisement.title,
                    })}
                >
                    {translate('app.advertisements.list.delete_confirm')}
                </Button>
            )}
            {dialog}
        </Stack>
    );
};
