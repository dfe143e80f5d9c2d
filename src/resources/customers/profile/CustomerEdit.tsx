import { Alert, Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { EditBase, Form, Loading, SaveButton, useEditContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { CustomerProfile } from '../../../../contract';
import { personalProfileFields } from '../../../../contract/customer';
import { Allowed } from '../../../components/Allowed';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { FormButtonBar } from '../../../components/FormButtonBar';
import { logLoadFailure } from '../../../components/logLoadFailure';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { formatCount } from '../../../lib/format';
import { pathTo } from '../../../lib/screenPaths';
import { useCustomerWrites } from '../customerExtensions';
import { AdjustPointsButton } from '../ledger/AdjustPointsButton';
import { CustomerEditInputs } from './CustomerEditInputs';
import { DeleteCustomerButton } from './DeleteCustomerButton';
import { NotFoundCard } from './NotFoundCard';
import { PersonalDataHint, usePersonalDataMasked } from './PersonalDataHint';
import { useCustomerEditActions } from './useCustomerEditActions';
import { validateCustomer } from './validateCustomer';

/** A save without the personal data flag sends what it may change: the masked values never go back. */
const withoutPersonal = (values: Partial<CustomerProfile>) =>
    Object.fromEntries(
        Object.entries(values).filter(
            ([field]) => !(personalProfileFields as readonly string[]).includes(field)
        )
    ) as Partial<CustomerProfile>;

/** With the personal fields locked, only the status is for the form to check. */
const validateStatus = (values: Partial<CustomerProfile>) => {
    const { status } = validateCustomer(values);
    return status ? { status } : {};
};

/** A balance only changes through the ledger, so the edit screen shows it and offers an adjustment. */
const BalanceField = ({ profile }: { profile: CustomerProfile }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1, mb: 2.5 }}>
            <TextField
                label={translate('resources.customers.fields.pointBalance')}
                value={formatCount(profile.pointBalance)}
                size="small"
                slotProps={{ input: { readOnly: true } }}
                helperText={translate('app.customers.edit.balance_hint')}
                sx={{ flex: 1 }}
            />
            <AdjustPointsButton customerId={profile.id} balance={profile.pointBalance} />
        </Stack>
    );
};

const CustomerProfileForm = ({ id, writes }: { id: string; writes: boolean }) => {
    const translate = useTranslate();
    const { record, isPending } = useEditContext<CustomerProfile>();
    const actions = useCustomerEditActions(writes);
    const masked = usePersonalDataMasked();
    if (isPending) return <Loading />;
    if (!record) {
        return (
            <NotFoundCard
                title="app.customers.show.not_found"
                hint="app.customers.edit.not_found"
            />
        );
    }
    return (
        // A Card clips its content: visible, so that the button bar can stick to the screen's bottom.
        <Card sx={{ overflow: 'visible' }}>
            <CardContent sx={{ pb: 0 }}>
                {!writes && (
                    <Alert severity="info" sx={{ mb: 2 }}>
                        {translate('app.customers.edit.not_saved')}
                    </Alert>
                )}
                <PersonalDataHint />
                <Form
                    onSubmit={(values: Partial<CustomerProfile>) =>
                        actions.update({ ...(masked ? withoutPersonal(values) : values), id })
                    }
                    validate={masked ? validateStatus : validateCustomer}
                    // The form's own messages, not the browser's bubble for type="email".
                    noValidate
                >
                    <FocusFirstError />
                    <CustomerEditInputs
                        writes={writes}
                        masked={masked}
                        balance={<BalanceField profile={record} />}
                    />
                    {/* As on every form: Delete at the left, 'Cancel | Update Customer' at the right. */}
                    <FormButtonBar>
                        <Allowed action="delete" resource="customers">
                            <Box sx={{ mr: 'auto' }}>
                                <DeleteCustomerButton onConfirm={() => actions.remove(id)} />
                            </Box>
                        </Allowed>
                        <Button component={Link} to={pathTo('customers', 'show', id)}>
                            {translate('ra.action.cancel')}
                        </Button>
                        <Allowed action="edit" resource="customers">
                            <SaveButton label="app.customers.edit.update" alwaysEnable />
                        </Allowed>
                    </FormButtonBar>
                </Form>
            </CardContent>
        </Card>
    );
};

const CustomerEdit = () => {
    const { id = '' } = useParams();
    const writes = useCustomerWrites();
    return (
        <EditBase
            resource="customerProfiles"
            id={id}
            queryOptions={{ onError: logLoadFailure('customer profile') }}
        >
            <Stack sx={{ pb: 3 }}>
                <ScreenHeading
                    title="app.customers.edit.title"
                    back={{ to: pathTo('customers', 'show', id), label: 'app.customers.edit.back' }}
                />
                {/* Until the server says what it offers, nothing: a form that would change its buttons. */}
                {writes !== undefined && <CustomerProfileForm id={id} writes={writes} />}
            </Stack>
        </EditBase>
    );
};

export default CustomerEdit;
