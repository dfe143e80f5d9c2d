import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useRedirect, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Allowed } from '../../components/Allowed';
import { useToastClearance } from '../../layout/toastClearance';
import { pathTo } from '../routes';
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
        <Button onClick={() => redirect(pathTo('vouchers'))}>
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

/**
 * A button bar that sticks to the bottom of the screen while the form scrolls, with its own background;
 * react-admin's Toolbar floats without one on phones.
 */
const ButtonBar = ({ children }: { children: ReactNode }) => {
    const clearance = useToastClearance<HTMLDivElement>();
    return (
        <Box
            ref={clearance}
            sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 1,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                justifyContent: 'flex-end',
                px: 2,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                backgroundColor: 'background.paper',
            }}
        >
            {children}
        </Box>
    );
};

export const CreateVoucherToolbar = () => (
    <ButtonBar>
        <CancelButton />
        <SubmitButton label="app.vouchers.form.create" runningLabel="app.vouchers.form.creating" />
    </ButtonBar>
);

export const EditVoucherToolbar = () => (
    <ButtonBar>
        <Allowed action="delete" resource="vouchers">
            <DeleteVoucherButton />
        </Allowed>
        <RevertButton />
        <CancelButton />
        <Allowed action="edit" resource="vouchers">
            <SubmitButton label="app.vouchers.form.save" runningLabel="app.vouchers.form.saving" />
        </Allowed>
    </ButtonBar>
);
