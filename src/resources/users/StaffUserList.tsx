import {
    Datagrid,
    FunctionField,
    List,
    SearchInput,
    SelectInput,
    TextField,
    useTranslate,
} from 'react-admin';
import type { StaffUser } from '../../../contract';
import { ListHeading } from '../../components/ListHeading';
import { logLoadFailure } from '../../components/logLoadFailure';
import { RoleChip, UserStatusChip } from '../../mockups/UserChips';
import { pathTo } from '../routes';
import { filterRoleChoices, statusChoices } from './userChoices';

const SearchUsers = () => {
    const translate = useTranslate();
    return <SearchInput source="q" placeholder={translate('app.users.search')} />;
};

const userFilters = [
    <SearchUsers key="q" />,
    <SelectInput
        key="role"
        source="role"
        label="app.mockups.users.filters.role"
        choices={filterRoleChoices}
        emptyText="app.mockups.users.filters.all_roles"
        alwaysOn
    />,
    <SelectInput
        key="status"
        source="status"
        label="app.mockups.users.filters.status"
        choices={statusChoices}
        emptyText="app.mockups.users.filters.all_status"
        alwaysOn
    />,
];

export const StaffUserList = () => (
    <>
        <ListHeading
            resource="users"
            title="app.mockups.users.title"
            subtitle="app.mockups.users.subtitle"
            createLabel="app.mockups.users.add"
        />
        <List
            resource="users"
            title={false}
            filters={userFilters}
            sort={{ field: 'name', order: 'ASC' }}
            actions={false}
            empty={false}
            queryOptions={{ onError: logLoadFailure('users') }}
        >
            <Datagrid rowClick={id => pathTo('users', 'show', id)} bulkActionButtons={false}>
                <TextField source="name" />
                <TextField source="username" />
                <TextField source="email" emptyText="-" />
                <FunctionField<StaffUser>
                    source="role"
                    render={user => <RoleChip role={user.role} />}
                />
                <FunctionField<StaffUser>
                    source="status"
                    render={user => <UserStatusChip status={user.status} />}
                />
            </Datagrid>
        </List>
    </>
);
