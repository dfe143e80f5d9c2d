import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { List, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { StatusFilterInput } from '../../components/StatusFilterInput';
import { pathTo } from '../routes';
import { VoucherDesktopTable } from './VoucherDesktopTable';
import { VoucherMobileTable } from './VoucherMobileTable';

// Filtering is on the client (spec §2): the provider filters the plain array the server answers.
const voucherFilters = [
    <StatusFilterInput
        key="status"
        source="status"
        alwaysOn
        label="resources.vouchers.fields.status"
        allLabel="app.vouchers.status.all"
        choices={[
            { id: 'active', name: 'app.vouchers.status.active' },
            { id: 'inactive', name: 'app.vouchers.status.inactive' },
            { id: 'expired', name: 'app.vouchers.status.expired' },
        ]}
    />,
];

// A plain button: react-admin's CreateButton turns into a floating button on phones, which covers the
// rows' actions and leaves the toolbar empty.
const VoucherListActions = () => {
    const translate = useTranslate();
    return (
        <TopToolbar>
            <Button
                component={Link}
                to={pathTo('vouchers', 'create')}
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
            >
                {translate('app.vouchers.list.create')}
            </Button>
        </TopToolbar>
    );
};

const VoucherList = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <>
            <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {translate('app.vouchers.list.title')}
            </Typography>
            <List
                resource="vouchers"
                title="app.vouchers.list.title"
                filters={voucherFilters}
                filterDefaultValues={{ status: 'active' }}
                perPage={25}
                actions={<VoucherListActions />}
                empty={false}
                queryOptions={{
                    onError: () => notify('app.vouchers.list.load_failed', { type: 'error' }),
                }}
            >
                {isSmall ? <VoucherMobileTable /> : <VoucherDesktopTable />}
            </List>
        </>
    );
};

export default VoucherList;
