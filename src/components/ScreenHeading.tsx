import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface ScreenHeadingProps {
    title: string;
    back?: { to: string; label: string };
    /** Buttons on the right of the heading. */
    actions?: ReactNode;
}

/** A screen's heading, also set as the app bar title, with an optional way back and buttons. */
export const ScreenHeading = ({ title, back, actions }: ScreenHeadingProps) => {
    const translate = useTranslate();
    return (
        <>
            <Title title={title} />
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
                <Typography variant="h5" component="h1">
                    {translate(title)}
                </Typography>
                {actions}
            </Stack>
        </>
    );
};
