import { type Theme, Typography, useMediaQuery } from '@mui/material';
import {
    Datagrid,
    FunctionField,
    SearchInput,
    SelectInput,
    TextField,
    useTranslate,
} from 'react-admin';
import type { StaffUser } from '../../../contract';
import { createdRowSx, useCreatedId } from '../../components/createdRecord';
import { ExportButton } from '../../components/ExportButton';
import { logLoadFailure } from '../../components/logLoadFailure';
import { StatefulList } from '../../components/StatefulList';
import { pathTo } from '../../lib/screenPaths';
import { RoleChip, UserStatusChip } from '../../mockups/UserChips';
import { filterRoleChoices, statusChoices } from './userChoices';

// The filter form reads `source` and `alwaysOn` from each element, so they are props here too.
const SearchUsers = (props: { source: string; alwaysOn: boolean }) => {
    const translate = useTranslate();
    return <SearchInput {...props} placeholder={translate('app.users.search')} />;
};

// 'All Roles' and 'All Status' show in the closed filter too, as on the spec's screen.
const showEmptyChoice = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

const userFilters = [
    <SearchUsers key="q" source="q" alwaysOn />,
    <SelectInput
        key="role"
        source="role"
        label="app.mockups.users.filters.role"
        choices={filterRoleChoices}
        emptyText="app.mockups.users.filters.all_roles"
        slotProps={showEmptyChoice}
        alwaysOn
    />,
    <SelectInput
        key="status"
        source="status"
        label="app.mockups.users.filters.status"
        choices={statusChoices}
        emptyText="app.mockups.users.filters.all_status"
        slotProps={showEmptyChoice}
        alwaysOn
    />,
];

/** On a phone the name carries the username beneath it, and the email waits for the details screen. */
const NameAndUsername = ({ user }: { user: StaffUser }) => (
    <>
        {user.name}
        <Typography variant="caption" color="text.secondary" component="div">
            {user.username}
        </Typography>
    </>
);

export const StaffUserList = () => {
    // Five columns do not fit 390 px: the last (Status) would stick over Role and Email.
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const createdId = useCreatedId();
    return (
        <StatefulList
            what="users"
            resource="users"
            heading={{
                title: 'app.mockups.users.title',
                subtitle: 'app.mockups.users.subtitle',
                createLabel: 'app.mockups.users.add',
            }}
            filters={userFilters}
            exportButton={<ExportButton path="/v1/i/staff-users/export.csv" filters={['role']} />}
            sort={{ field: 'name', order: 'ASC' }}
            empty={false}
            queryOptions={{ onError: logLoadFailure('users') }}
        >
            <Datagrid
                rowClick={id => pathTo('users', 'show', id)}
                rowSx={record => (record.id === createdId ? createdRowSx : {})}
                bulkActionButtons={false}
            >
                {isPhone ? (
                    <FunctionField<StaffUser>
                        source="name"
                        render={user => <NameAndUsername user={user} />}
                    />
                ) : (
                    <TextField source="name" />
                )}
                {!isPhone && <TextField source="username" />}
                {!isPhone && <TextField source="email" emptyText="-" />}
                <FunctionField<StaffUser>
                    source="role"
                    render={user => <RoleChip role={user.role} />}
                />
                <FunctionField<StaffUser>
                    source="status"
                    render={user => <UserStatusChip status={user.status} />}
                />
            </Datagrid>
        </StatefulList>
    );
};
