import { Box, Drawer, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useSessionRenewal } from '../api/useSessionRenewal';
import { LAYOUT, SLATE } from '../lib/theme';
import { RESOURCES } from '../resources';
import { usePrefetchScreens } from '../resources/usePrefetchScreens';
import { AppBar } from './AppBar';
import { ErrorBoundary } from './ErrorBoundary';
import { Menu } from './Menu';
import { usePasswordChangeHold } from './passwordChangeHold';

const PasswordChangeFirst = lazy(() => import('./PasswordChangeFirst'));

// The shell (spec §2): a fixed 200 px dark sidebar from the large breakpoint up; below it, a 250 px
// right-hand drawer opened from the header. react-admin renders it only once checkAuth has passed. A session
// held to its own password change gets that screen alone, without the shell and its reads.
export const Layout = ({ children }: { children: ReactNode }) => {
    const hold = usePasswordChangeHold();
    if (hold.held) {
        return (
            <Suspense fallback={<Loading />}>
                <PasswordChangeFirst onChanged={hold.release} />
            </Suspense>
        );
    }
    return <Shell>{children}</Shell>;
};

const Shell = ({ children }: { children: ReactNode }) => {
    const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
    const [drawerOpen, setDrawerOpen] = useState(false);
    const translate = useTranslate();
    useSessionRenewal();
    usePrefetchScreens(RESOURCES);
    const closeDrawer = () => setDrawerOpen(false);
    return (
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
            {isLarge && (
                <Box
                    component="aside"
                    sx={{
                        position: 'fixed',
                        inset: '0 auto 0 0',
                        width: LAYOUT.sidebarWidth,
                        bgcolor: SLATE[800],
                        overflowY: 'auto',
                    }}
                >
                    <Menu />
                </Box>
            )}
            <Box
                sx={{
                    flex: 1,
                    minWidth: 0,
                    ml: isLarge ? `${LAYOUT.sidebarWidth}px` : 0,
                    display: 'flex',
                    flexDirection: 'column',
                }}
            >
                <AppBar onOpenMenu={isLarge ? undefined : () => setDrawerOpen(true)} />
                <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
                    <ErrorBoundary>
                        <Suspense fallback={<Loading />}>{children}</Suspense>
                    </ErrorBoundary>
                </Box>
            </Box>
            {!isLarge && (
                <Drawer
                    anchor="right"
                    open={drawerOpen}
                    onClose={closeDrawer}
                    // MUI's drawer traps focus like a dialog but says nothing of it: name it one.
                    slotProps={{
                        paper: {
                            role: 'dialog',
                            'aria-modal': true,
                            'aria-label': translate('app.shell.menu_dialog'),
                            sx: { width: LAYOUT.drawerWidth, bgcolor: SLATE[800] },
                        },
                    }}
                >
                    <Menu onNavigate={closeDrawer} />
                </Drawer>
            )}
        </Box>
    );
};
