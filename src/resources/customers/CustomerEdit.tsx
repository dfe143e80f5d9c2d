import { Alert, Card, CardContent, Stack } from '@mui/material';
import {
    CanAccess,
    EditBase,
    Form,
    Loading,
    SaveButton,
    useEditContext,
    useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CustomerProfile } from '../../../contract';
import { logLoadFailure } from '../../components/logLoadFailure';
import { ScreenHeading } from '../../components/ScreenHeading';
import { pathTo } from '../routes';
import { CustomerProfileInputs } from './CustomerProfileInputs';
import { useCustomerActions } from './customerActions';
import { DeleteCustomerButton } from './DeleteCustomerButton';
import { NotFoundCard } from './NotFoundCard';
import { validateCustomer } from './validateCustomer';

const CustomerProfileForm = ({ id }: { id: string }) => {
    const translate = useTranslate();
    const { record, isPending } = useEditContext<CustomerProfile>();
    const actions = useCustomerActions();
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
        <Card>
            <CardContent>
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('app.customers.edit.not_saved')}
                </Alert>
                <Form
                    onSubmit={(values: Partial<CustomerProfile>) =>
                        actions.update({ ...values, id })
                    }
                    validate={validateCustomer}
                    // The form's own messages, not the browser's bubble for type="email".
                    noValidate
                >
                    <CustomerProfileInputs />
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mt: 1 }}>
                        <CanAccess action="delete" resource="customers">
                            <DeleteCustomerButton onConfirm={() => actions.remove(id)} />
                        </CanAccess>
                        <CanAccess action="edit" resource="customers">
                            <SaveButton label="app.customers.edit.update" alwaysEnable />
                        </CanAccess>
                    </Stack>
                </Form>
            </CardContent>
        </Card>
    );
};

const CustomerEdit = () => {
    const { id = '' } = useParams();
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
                <CustomerProfileForm id={id} />
            </Stack>
        </EditBase>
    );
};

export default CustomerEdit;
