import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Fragment, lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useExtension } from '../api/useExtension';
import { useAllowed } from '../components/Allowed';
import { ScreenHeading } from '../components/ScreenHeading';
import type { AppResource } from '../lib/resourceTypes';
import { MENU } from '../resources';
import { sectionPath } from './sections';

// The charts (and @mui/x-charts) load only here, in their own chunk: the first list screen's code does not grow.
const DashboardFigures = lazy(() => import('./DashboardFigures'));

/** The programme's figures where the server offers them (`dashboard`), else the welcome below. */
export const Dashboard = () => {
    const offered = useExtension('dashboard');
    if (offered === undefined) return null;
    return offered ? (
        <Suspense fallback={null}>
            <DashboardFigures />
        </Suspense>
    ) : (
        <Welcome />
    );
};

// The spec leaves the index of / empty; a short welcome with the sections keeps it from looking broken.
const Welcome = () => {
    return (
        <Box>
            <ScreenHeading title="app.shell.welcome.heading" subtitle="app.shell.welcome.text" />
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
                }}
            >
                {MENU.map(resource => (
                    <SectionCard key={resource.name} resource={resource} />
                ))}
            </Box>
        </Box>
    );
};

/** A section's card, shown as its menu entry is: when the user may see it and the server offers its screen. */
const SectionCard = ({ resource }: { resource: AppResource }) => {
    const translate = useTranslate();
    const { canAccess } = useAllowed({ action: 'list', resource: resource.name });
    const offered = useExtension(resource.extension);
    const screenOffered = useExtension(resource.menu?.extension);
    const path = sectionPath(resource);
    if (!canAccess || !offered || !screenOffered || !path) return null;
    const Icon = resource.icon ?? Fragment;
    return (
        <Card variant="outlined">
            <CardActionArea
                component={Link}
                to={path}
                sx={{ p: 2.5, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
            >
                <Icon />
                <Typography sx={{ fontWeight: 600 }}>
                    {translate(`app.shell.menu.${resource.menu?.label}`)}
                </Typography>
            </CardActionArea>
        </Card>
    );
};
