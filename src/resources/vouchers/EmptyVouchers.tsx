import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export const EmptyVouchers = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('app.vouchers.list.empty')}
        </Typography>
    );
};
