import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useNotify } from 'react-admin';
import { ExportClientButton } from '../../components/ExportClientButton';
import { StatefulList } from '../../components/StatefulList';
import declared from '.';
import { VoucherDesktopTable } from './VoucherDesktopTable';
import { VoucherMobileTable } from './VoucherMobileTable';
import { voucherColumns } from './voucherExport';
import { voucherFilters } from './voucherFilters';

const { firstPage } = declared.routes.list;

const VoucherList = () => {
    const notify = useNotify();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <StatefulList
            what="vouchers"
            resource="vouchers"
            heading={{ title: 'app.vouchers.list.title', createLabel: 'app.vouchers.list.create' }}
            filters={voucherFilters}
            exportButton={<ExportClientButton list="vouchers" columns={voucherColumns} />}
            filterDefaultValues={firstPage.filter}
            sort={firstPage.sort}
            empty={false}
            queryOptions={{
                onError: () => notify('app.vouchers.list.load_failed', { type: 'error' }),
            }}
        >
            {isSmall ? <VoucherMobileTable /> : <VoucherDesktopTable />}
        </StatefulList>
    );
};

export default VoucherList;
