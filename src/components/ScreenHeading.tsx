import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
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
    /** A list's filters, between the heading and the buttons. */
    filters?: ReactNode;
    /** Buttons on the right of the heading: a list's export and create, a form's own. */
    actions?: ReactNode;
}

// One row from the medium breakpoint up: heading, filters (taking the room left, wrapping inside it),
// buttons at the right end. Below it the same three stack in one order on every screen: heading, buttons,
// then the filters right above the rows they filter.
const rowSx = {
    display: 'grid',
    // A long subtitle wraps rather than squeezing the filters.
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'fit-content(360px) minmax(0, 1fr) auto' },
    gridTemplateAreas: {
        xs: '"heading" "actions" "filters"',
        md: '"heading filters actions"',
    },
    alignItems: 'center',
    columnGap: 3,
    rowGap: 1.5,
    my: 2,
};

// Filters keep no margins of their own here: the row spaces them, and on phones each takes the full width.
// react-admin's filter form is one more flex row inside, without its minimum height and hide-button spacers.
const filtersSx = {
    '& form': {
        minHeight: 0,
        p: 0,
        flex: '1 1 auto',
        alignItems: 'center',
        gap: 1.5,
    },
    '& .RaFilterFormInput-spacer': { display: 'none' },
    '& form .RaFilterForm-filterFormInput .MuiFormControl-root, & .MuiFormControl-root': {
        my: 0,
        '@media (max-width: 599.95px)': { width: '100%' },
    },
};

/** Every screen's heading, also set as the app bar title, with an optional way back, filters and buttons. */
export const ScreenHeading = ({
    title,
    subtitle,
    documentTitle,
    back,
    filters,
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
            <Box sx={rowSx}>
                <Box sx={{ gridArea: 'heading' }}>
                    <Typography variant="h5" component="h1">
                        {heading}
                    </Typography>
                    {subtitle && (
                        <Typography variant="body2" color="text.secondary">
                            {translate(subtitle)}
                        </Typography>
                    )}
                </Box>
                {filters && (
                    <Box
                        sx={{
                            gridArea: 'filters',
                            display: 'flex',
                            flexWrap: 'wrap',
                            alignItems: 'center',
                            gap: 1.5,
                            ...filtersSx,
                        }}
                    >
                        {filters}
                    </Box>
                )}
                {actions && (
                    <Box
                        sx={{
                            gridArea: 'actions',
                            display: 'flex',
                            flexWrap: 'wrap',
                            gap: 1,
                            justifySelf: { md: 'end' },
                        }}
                    >
                        {actions}
                    </Box>
                )}
            </Box>
        </>
    );
};
