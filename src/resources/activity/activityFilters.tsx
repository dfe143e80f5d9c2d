import { SelectInput, TextInput } from 'react-admin';
import { LocalDateInput } from '../../components/LocalDateInput';

const actions = ['create', 'update', 'delete', 'assign', 'remove', 'export'];
const types = [
    'voucher',
    'advertisement',
    'customer',
    'customerVoucher',
    'staffUser',
    'notification',
    'pointsEntry',
    'export',
];

// Days are the programme's days (Malaysia time) on the server; `to` takes the whole day in.
export const activityFilters = [
    <TextInput key="actor" source="actor" label="app.activity.person" alwaysOn resettable />,
    <SelectInput
        key="entityType"
        source="entityType"
        label="app.activity.fields.entityType"
        alwaysOn
        choices={types.map(id => ({ id, name: `app.activity.types.${id}` }))}
    />,
    <SelectInput
        key="action"
        source="action"
        label="app.activity.fields.action"
        alwaysOn
        choices={actions.map(id => ({ id, name: `app.activity.actions.${id}` }))}
    />,
    <LocalDateInput key="from" source="from" label="app.activity.fields.from" alwaysOn />,
    <LocalDateInput key="to" source="to" label="app.activity.fields.to" alwaysOn />,
];
