import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * 'View Details' in a list row. The spec's record paths are singular (/voucher/:id), not react-admin's
 * /vouchers/:id, so the caller gives the path. A MUI button over a router Link: react-admin's Button
 * drops `to` under MUI 9 and shrinks to an icon on phones, where the words should stay.
 */
export const ViewDetailsButton = ({ to, label }: { to: string; label: string }) => {
    const translate = useTranslate();
    return (
        <Button component={Link} to={to} size="small" sx={{ whiteSpace: 'nowrap' }}>
            {translate(label)}
        </Button>
    );
};
