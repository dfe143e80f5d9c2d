import { Card, type SxProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled card grouping the content of a mockup screen or form. */
export const MockupSection = ({
    title,
    children,
    sx,
}: {
    title: string;
    children: ReactNode;
    sx?: SxProps;
}) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, ...sx }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {translate(title)}
            </Typography>
            {children}
        </Card>
    );
};
