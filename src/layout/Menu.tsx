import { Box, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { GREEN, LAYOUT, SLATE } from '../theme';
import { SECTIONS, type Section } from './sections';

const isActive = (entry: Section, pathname: string) =>
    entry.path !== undefined &&
    [entry.path, ...(entry.prefixes ?? [])].some(prefix => pathname.startsWith(prefix));

/** The six navigation entries (spec §2), shared by the sidebar and the drawer. */
export const Menu = ({ onNavigate }: { onNavigate?: () => void }) => {
    const translate = useTranslate();
    const { pathname } = useLocation();
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
                        bgcolor: GREEN[600],
                        flexShrink: 0,
                    }}
                />
                {translate('app.shell.logo')}
            </Box>
            <List sx={{ px: 1.5, py: 2, display: 'grid', gap: 0.5 }}>
                {SECTIONS.map(entry => {
                    const Icon = entry.icon;
                    const active = isActive(entry, pathname);
                    const link = entry.path
                        ? { component: Link, to: entry.path, onClick: onNavigate }
                        : {};
                    return (
                        <ListItemButton
                            key={entry.label}
                            {...link}
                            disabled={!entry.path}
                            selected={active}
                            aria-current={active ? 'page' : undefined}
                            sx={{
                                borderRadius: 1.5,
                                color: SLATE[100],
                                '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
                                '&:hover': { bgcolor: SLATE[700] },
                                '&.Mui-selected, &.Mui-selected:hover': {
                                    bgcolor: GREEN[600],
                                    color: '#fff',
                                },
                                '&.Mui-disabled': { opacity: 0.55 },
                            }}
                        >
                            <ListItemIcon>
                                <Icon />
                            </ListItemIcon>
                            <ListItemText primary={translate(`app.shell.menu.${entry.label}`)} />
                        </ListItemButton>
                    );
                })}
            </List>
        </Box>
    );
};
