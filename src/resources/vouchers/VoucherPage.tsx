import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The form screens' heading above react-admin's Create or Edit. */
export const VoucherPage = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ maxWidth: 1040 }}>
            <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {translate(title)}
            </Typography>
            {children}
        </Box>
    );
};
