import { Box } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';

const statusChoices = [
    { id: 'active', name: 'app.customers.status.active' },
    { id: 'inactive', name: 'app.customers.status.inactive' },
];

const label = (field: string) => `resources.customers.fields.${field}`;

// Statuses may arrive in any case; the select only knows the lower-case values.
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

export const CustomerProfileInputs = () => (
    <Box
        sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            '& .MuiFormControl-root': { width: '100%' },
        }}
    >
        <TextInput source="firstName" label={label('firstName')} isRequired />
        <TextInput source="lastName" label={label('lastName')} isRequired />
        <TextInput source="email" label={label('email')} type="email" isRequired />
        <TextInput source="phoneNumber" label={label('phoneNumber')} type="tel" isRequired />
        <TextInput source="address" label={label('address')} sx={{ gridColumn: '1 / -1' }} />
        <TextInput source="city" label={label('city')} />
        <TextInput source="state" label={label('state')} />
        <TextInput source="country" label={label('country')} />
        <NumberInput source="pointBalance" label={label('pointBalance')} min={0} step={1} />
        <SelectInput
            source="status"
            label={label('status')}
            choices={statusChoices}
            format={lowerCase}
        />
    </Box>
);
