import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

// The spec's record path is singular (/voucher/:id), not react-admin's /vouchers/:id. A plain MUI
// button so that the words stay on phones, where react-admin's Button shrinks to an icon.
export const ViewDetailsButton = () => {
    const translate = useTranslate();
    const record = useRecordContext();
    if (!record) return null;
    return (
        <Button
            component={Link}
            to={`/voucher/${record.id}`}
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
        >
            {translate('app.vouchers.list.view_details')}
        </Button>
    );
};
