import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import {
    Avatar,
    Divider,
    IconButton,
    ListItemIcon,
    ListSubheader,
    Menu,
    MenuItem,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLogout, useTheme, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n';

const INITIALS = 'BR';

/**
 * The avatar (fallback initials 'BR', spec §2) and its menu: the language, the theme, then 'Logout'. Both
 * choices live in react-admin's store, so the browser remembers them. The button's name starts with the
 * initials it shows, so that speech users can say what they see (WCAG 2.5.3).
 */
export const UserMenu = () => {
    const translate = useTranslate();
    const logout = useLogout();
    const [locale, setLocale] = useLocaleState();
    const [themeMode, setThemeMode] = useTheme();
    const dark = themeMode === 'dark';
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <IconButton
                aria-label={translate('app.shell.account_menu', { initials: INITIALS })}
                aria-haspopup="menu"
                aria-expanded={anchor ? 'true' : undefined}
                onClick={event => setAnchor(event.currentTarget)}
            >
                <Avatar
                    sx={{
                        width: 36,
                        height: 36,
                        fontSize: '0.875rem',
                        bgcolor: 'secondary.main',
                        color: 'secondary.contrastText',
                    }}
                >
                    {INITIALS}
                </Avatar>
            </IconButton>
            <Menu
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                <ListSubheader>{translate('app.shell.language')}</ListSubheader>
                {LOCALES.map(choice => (
                    <MenuItem
                        key={choice.locale}
                        lang={choice.locale}
                        selected={choice.locale === locale}
                        aria-current={choice.locale === locale ? 'true' : undefined}
                        onClick={() => {
                            setAnchor(null);
                            setLocale(choice.locale);
                        }}
                    >
                        <ListItemIcon>
                            {choice.locale === locale && <CheckIcon fontSize="small" />}
                        </ListItemIcon>
                        {choice.name}
                    </MenuItem>
                ))}
                <Divider />
                <MenuItem
                    onClick={() => {
                        setAnchor(null);
                        setThemeMode(dark ? 'light' : 'dark');
                    }}
                >
                    <ListItemIcon>
                        {dark ? (
                            <LightModeIcon fontSize="small" />
                        ) : (
                            <DarkModeIcon fontSize="small" />
                        )}
                    </ListItemIcon>
                    {translate(dark ? 'app.shell.light_theme' : 'app.shell.dark_theme')}
                </MenuItem>
                <Divider />
                <MenuItem
                    onClick={() => {
                        setAnchor(null);
                        logout();
                    }}
                >
                    <ListItemIcon>
                        <LogoutIcon fontSize="small" />
                    </ListItemIcon>
                    {translate('app.shell.logout')}
                </MenuItem>
            </Menu>
        </>
    );
};
