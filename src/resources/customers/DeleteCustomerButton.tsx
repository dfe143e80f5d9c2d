import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

export const DeleteCustomerButton = ({ onConfirm }: { onConfirm: () => void }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
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
                title="app.customers.edit.delete_title"
                content="app.customers.edit.delete_content"
                confirm="app.customers.edit.delete"
                confirmColor="warning"
                onConfirm={() => {
                    setOpen(false);
                    onConfirm();
                }}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
