import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, NumberField, SimpleList, useTranslate } from 'react-admin';
import type { CustomerSummary } from '../../../contract';
import { ExportButton } from '../../components/ExportButton';
import { ListColumn } from '../../components/ListColumn';
import { logLoadFailure } from '../../components/logLoadFailure';
import { StatefulList } from '../../components/StatefulList';
import { ViewDetailsButton } from '../../components/ViewDetailsButton';
import { DATE_FORMATS, formatCount, formatDate } from '../../lib/format';
import { pathTo } from '../../lib/screenPaths';
import declared from '.';
import { useCustomerWrites } from './customerExtensions';
import { customerFilters } from './customerFilters';
import { CustomerStatusField } from './profile/CustomerStatusField';
import { PersonalDataHint } from './profile/PersonalDataHint';
import { WidenSearch } from './WidenSearch';

const customerPath = (id: string | number) => pathTo('customers', 'show', id);

const Column = ListColumn<CustomerSummary>;

const CustomerTable = () => (
    <DataTable<CustomerSummary> rowClick={false} bulkActionButtons={false} empty={<WidenSearch />}>
        <Column source="loginID" />
        <Column source="name" />
        <Column
            source="registeredAt"
            render={record => formatDate(record.registeredAt, DATE_FORMATS.day)}
        />
        <Column source="rewardPoints" align="right">
            <NumberField source="rewardPoints" />
        </Column>
        <Column source="status" render={record => <CustomerStatusField status={record.status} />} />
        <Column
            label="app.customers.list.actions"
            disableSort
            render={record => (
                <ViewDetailsButton
                    to={customerPath(record.id)}
                    label="app.customers.list.view_details"
                />
            )}
        />
    </DataTable>
);

const CustomerCards = () => {
    const translate = useTranslate();
    return (
        <SimpleList<CustomerSummary>
            primaryText={record => record.name}
            secondaryText={record =>
                translate('app.customers.list.summary', {
                    loginID: record.loginID,
                    points: formatCount(record.rewardPoints),
                })
            }
            tertiaryText={record => <CustomerStatusField status={record.status} />}
            rowClick={id => customerPath(id)}
            empty={<WidenSearch />}
        />
    );
};

const { firstPage } = declared.routes.list;

const CustomerList = () => {
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    const writes = useCustomerWrites();
    return (
        <StatefulList
            what="customers"
            heading={{ title: 'app.customers.list.title' }}
            filters={customerFilters(Boolean(writes))}
            exportButton={<ExportButton path="/v1/i/customers/export.csv" />}
            filterDefaultValues={firstPage.filter}
            sort={firstPage.sort}
            queryOptions={{ onError: logLoadFailure('customers') }}
            exporter={false}
        >
            <PersonalDataHint />
            {isSmall ? <CustomerCards /> : <CustomerTable />}
        </StatefulList>
    );
};

export default CustomerList;
