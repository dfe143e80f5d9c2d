import Button from '@mui/material/Button';
import { Toolbar, useRedirect, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
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

const CancelButton = () => {
    const translate = useTranslate();
    const redirect = useRedirect();
    return (
        <Button onClick={() => redirect('/vouchers')}>
            {translate('app.vouchers.form.cancel')}
        </Button>
    );
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

const buttonRow = {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 1,
    justifyContent: 'flex-end',
} as const;

export const CreateVoucherToolbar = () => (
    <Toolbar sx={buttonRow}>
        <CancelButton />
        <SubmitButton label="app.vouchers.form.create" runningLabel="app.vouchers.form.creating" />
    </Toolbar>
);

export const EditVoucherToolbar = () => (
    <Toolbar sx={buttonRow}>
        <DeleteVoucherButton />
        <RevertButton />
        <CancelButton />
        <SubmitButton label="app.vouchers.form.save" runningLabel="app.vouchers.form.saving" />
    </Toolbar>
);
