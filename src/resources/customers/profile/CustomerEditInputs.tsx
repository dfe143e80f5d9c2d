import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';

const statusChoices = [
    { id: 'active', name: 'app.customers.status.active' },
    { id: 'inactive', name: 'app.customers.status.inactive' },
];
// Spec §3 knows 'suspended'; the edit screen offers it once the server can save it (customer-writes).
const withSuspended = [
    ...statusChoices,
    { id: 'suspended', name: 'app.customers.status.suspended' },
];

const label = (field: string) => `resources.customers.fields.${field}`;

// Statuses may arrive in any case; the select only knows the lower-case values.
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

interface CustomerProfileInputsProps {
    /** The server saves the profile (customer-writes): the balance is then read-only, shown by `balance`. */
    writes?: boolean;
    balance?: ReactNode;
    /** The personal fields arrive masked (PersonalDataHint): shown, but locked and never sent back. */
    masked?: boolean;
}

export const CustomerEditInputs = ({
    writes = false,
    balance,
    masked = false,
}: CustomerProfileInputsProps) => {
    const translate = useTranslate();
    const locked = masked
        ? { disabled: true, helperText: translate('app.customers.personal_data.locked') }
        : {};
    return (
        <Box
            sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                '& .MuiFormControl-root': { width: '100%' },
            }}
        >
            <TextInput source="firstName" label={label('firstName')} isRequired {...locked} />
            <TextInput source="lastName" label={label('lastName')} isRequired {...locked} />
            <TextInput source="email" label={label('email')} type="email" isRequired {...locked} />
            <TextInput
                source="phoneNumber"
                label={label('phoneNumber')}
                type="tel"
                isRequired
                {...locked}
            />
            <TextInput
                source="address"
                label={label('address')}
                sx={{ gridColumn: '1 / -1' }}
                {...locked}
            />
            <TextInput source="city" label={label('city')} {...locked} />
            <TextInput source="state" label={label('state')} {...locked} />
            <TextInput source="country" label={label('country')} />
            {writes ? (
                balance
            ) : (
                <NumberInput source="pointBalance" label={label('pointBalance')} min={0} step={1} />
            )}
            {/* Required: no blank choice; validateCustomer names a missing or unknown status. */}
            <SelectInput
                source="status"
                label={label('status')}
                choices={writes ? withSuspended : statusChoices}
                format={lowerCase}
                isRequired
            />
        </Box>
    );
};
