import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Advertisement } from '../../types';

// The spec's record path is singular (/advertisement/:id), not react-admin's /advertisements/:id.
// A MUI button over a router Link: react-admin's Button drops `to` under MUI 9 (no href).
export const ViewDetailsButton = ({ advertisement }: { advertisement: Advertisement }) => {
    const translate = useTranslate();
    return (
        <Button
            component={Link}
            to={`/advertisement/${advertisement.id}`}
            size="small"
            startIcon={<VisibilityIcon />}
        >
            {translate('app.advertisements.list.view_details')}
        </Button>
    );
};
