import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useExtension } from '../api/useExtension';
import { useAllowed } from '../components/Allowed';
import type { AppResource } from '../lib/resourceTypes';
import { GREEN, LAYOUT, SLATE } from '../lib/theme';
import { MENU } from '../resources';
import { isInSection, sectionPath } from './sections';

interface EntryProps {
    resource: AppResource;
    onNavigate?: () => void;
}

/**
 * One entry, left out when the signed-in user may not see its list (shown while that is being asked, so that
 * the spec's entries do not flicker in on every sign-in), or until the server is known to offer the extension
 * it needs.
 */
const MenuEntry = ({ resource, onNavigate }: EntryProps) => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const { canAccess } = useAllowed({ action: 'list', resource: resource.name });
    const offered = useExtension(resource.extension);
    const screenOffered = useExtension(resource.menu?.extension);
    if (canAccess === false || !offered) return null;
    const Icon = resource.icon ?? Fragment;
    const path = screenOffered ? sectionPath(resource) : undefined;
    const active = isInSection(resource, pathname);
    const link = path ? { component: Link, to: path, onClick: onNavigate } : {};
    // Each link sits in its own list item: a list holding links directly is no list to a screen reader.
    return (
        <ListItem disablePadding>
            <ListItemButton
                {...link}
                disabled={!path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={{
                    borderRadius: 1.5,
                    color: SLATE[100],
                    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
                    '&:hover': { bgcolor: SLATE[700] },
                    '&.Mui-selected, &.Mui-selected:hover': {
                        bgcolor: GREEN[700],
                        color: '#fff',
                    },
                    '&.Mui-disabled': { opacity: 0.55 },
                }}
            >
                <ListItemIcon>
                    <Icon />
                </ListItemIcon>
                <ListItemText primary={translate(`app.shell.menu.${resource.menu?.label}`)} />
            </ListItemButton>
        </ListItem>
    );
};

/** The six navigation entries (spec §2), shared by the sidebar and the drawer. */
export const Menu = ({ onNavigate }: { onNavigate?: () => void }) => {
    const translate = useTranslate();
    return (
        <Box component="nav" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <Box
                sx={{
                    height: LAYOUT.headerHeight,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2.5,
                    color: '#fff',
                    fontWeight: 700,
                    fontSize: '1.125rem',
                    borderBottom: `1px solid ${SLATE[700]}`,
                }}
            >
                <Box
                    aria-hidden
                    sx={{
                        width: 32,
                        height: 32,
                        borderRadius: 1.5,
                        bgcolor: GREEN[700],
                        flexShrink: 0,
                    }}
                />
                {translate('app.shell.logo')}
            </Box>
            <List sx={{ px: 1.5, py: 2, display: 'grid', gap: 0.5 }}>
                {MENU.map(resource => (
                    <MenuEntry key={resource.name} resource={resource} onNavigate={onNavigate} />
                ))}
            </List>
        </Box>
    );
};
