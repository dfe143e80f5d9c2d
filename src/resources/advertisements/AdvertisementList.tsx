import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { List, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { logLoadFailure } from '../../components/logLoadFailure';
import { pathTo } from '../routes';
import { AdvertisementDesktopTable } from './AdvertisementDesktopTable';
import { AdvertisementMobileTable } from './AdvertisementMobileTable';
import { advertisementFilters } from './advertisementFilters';

// The create button sits beside the heading rather than in the list's toolbar, which on phones
// turns it into a floating button and leaves an empty toolbar band behind.
const AdvertisementList = () => {
    const translate = useTranslate();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    return (
        <>
            <Stack
                direction="row"
                sx={{
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    gap: 1,
                    mt: 2,
                }}
            >
                <Typography variant="h5" component="h1">
                    {translate('app.advertisements.list.title')}
                </Typography>
                <Button
                    component={Link}
                    to={pathTo('advertisements', 'create')}
                    variant="contained"
                    startIcon={<AddIcon />}
                >
                    {translate('app.advertisements.list.create')}
                </Button>
            </Stack>
            <List
                resource="advertisements"
                title="app.advertisements.list.title"
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
