import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

/** The spec's confirmation; `onConfirm` resolves once the screen is left (or the delete failed). */
export const DeleteCustomerButton = ({ onConfirm }: { onConfirm: () => Promise<unknown> }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    const confirm = async () => {
        setPending(true);
        await onConfirm();
        setPending(false);
        setOpen(false);
    };
    return (
        <>
            <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteIcon />}
                onClick={() => setOpen(true)}
            >
                {translate('app.customers.edit.delete')}
            </Button>
            <Confirm
                isOpen={open}
                loading={pending}
                title="app.customers.edit.delete_title"
                content="app.customers.edit.delete_content"
                confirm="app.customers.edit.delete"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
