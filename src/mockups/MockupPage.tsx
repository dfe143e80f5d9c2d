import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { SampleDataBanner } from './SampleDataBanner';

interface MockupPageProps {
    /** A translation key, or plain text such as a record name. */
    title: string;
    subtitle?: string;
    /** The document title when it differs from the heading, e.g. 'User details'. */
    documentTitle?: string;
    actions?: ReactNode;
    /** Forms read better narrower than lists. */
    maxWidth?: number;
    children: ReactNode;
}

/** Heading, actions and the 'Sample data' marker shared by every mockup screen. */
export const MockupPage = ({
    title,
    subtitle,
    documentTitle,
    actions,
    maxWidth = 1200,
    children,
}: MockupPageProps) => {
    const translate = useTranslate();
    const heading = translate(title, { _: title });
    return (
        <Box sx={{ p: { xs: 2, md: 3 }, maxWidth }}>
            <Title title={documentTitle ?? heading} />
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
            >
                <Box>
                    <Typography variant="h5" component="h1">
                        {heading}
                    </Typography>
                    {subtitle && (
                        <Typography variant="body2" color="text.secondary">
                            {translate(subtitle)}
                        </Typography>
                    )}
                </Box>
                {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
            </Stack>
            <SampleDataBanner />
            {children}
        </Box>
    );
};
