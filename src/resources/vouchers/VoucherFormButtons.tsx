import Button from '@mui/material/Button';
import { useRedirect, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Allowed } from '../../components/Allowed';
import { FormButtonBar } from '../../components/FormButtonBar';
import { pathTo } from '../../lib/screenPaths';
import { DeleteVoucherButton } from './DeleteVoucherButton';

const SubmitButton = ({ label, runningLabel }: { label: string; runningLabel: string }) => {
    const translate = useTranslate();
    const { saving } = useSaveContext();
    return (
        <Button type="submit" variant="contained" disabled={saving}>
            {translate(saving ? runningLabel : label)}
        </Button>
    );
};

const CancelButton = ({ label = 'app.vouchers.form.cancel' }: { label?: string }) => {
    const translate = useTranslate();
    const redirect = useRedirect();
    return <Button onClick={() => redirect(pathTo('vouchers'))}>{translate(label)}</Button>;
};

/** Restores the values the voucher was loaded with (react-admin made them the form's defaults). */
const RevertButton = () => {
    const translate = useTranslate();
    const { reset } = useFormContext();
    const { saving } = useSaveContext();
    return (
        <Button variant="outlined" disabled={saving} onClick={() => reset()}>
            {translate('app.vouchers.form.revert')}
        </Button>
    );
};

export const CreateVoucherToolbar = () => (
    <FormButtonBar>
        <CancelButton />
        <SubmitButton label="app.vouchers.form.create" runningLabel="app.vouchers.form.creating" />
    </FormButtonBar>
);

export const EditVoucherToolbar = () => (
    <FormButtonBar>
        <Allowed action="delete" resource="vouchers">
            <DeleteVoucherButton />
        </Allowed>
        <RevertButton />
        <CancelButton />
        <Allowed action="edit" resource="vouchers">
            <SubmitButton label="app.vouchers.form.save" runningLabel="app.vouchers.form.saving" />
        </Allowed>
    </FormButtonBar>
);

/** The read-only voucher's one way on: back to the list. */
export const ReadOnlyVoucherToolbar = () => (
    <FormButtonBar>
        <CancelButton label="app.vouchers.form.back" />
    </FormButtonBar>
);
