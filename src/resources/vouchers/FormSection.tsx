import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/** One titled block of the voucher form; two columns of inputs from md up. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 2 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate(title)}
            </Typography>
            <Box
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                    columnGap: 2,
                    alignItems: 'start',
                    '& .ra-input': { width: '100%' },
                }}
            >
                {children}
            </Box>
        </Box>
    );
};
