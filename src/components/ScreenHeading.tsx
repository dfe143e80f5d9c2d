import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface ScreenHeadingProps {
    /** A translation key, or plain text such as a record name. */
    title: string;
    subtitle?: string;
    /** The document title when it differs from the heading, e.g. 'User details'. */
    documentTitle?: string;
    back?: { to: string; label: string };
    /** Buttons on the right of the heading. */
    actions?: ReactNode;
}

/** Every screen's heading, also set as the app bar title, with an optional way back and buttons. */
export const ScreenHeading = ({
    title,
    subtitle,
    documentTitle,
    back,
    actions,
}: ScreenHeadingProps) => {
    const translate = useTranslate();
    const heading = translate(title, { _: title });
    return (
        <>
            <Title title={documentTitle ?? heading} />
            {back && (
                <Button
                    component={Link}
                    to={back.to}
                    size="small"
                    startIcon={<ArrowBackIcon />}
                    sx={{ mt: 1, alignSelf: 'flex-start' }}
                >
                    {translate(back.label)}
                </Button>
            )}
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{
                    justifyContent: 'space-between',
                    alignItems: { sm: 'center' },
                    gap: 1,
                    my: 2,
                }}
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
        </>
    );
};
