import CheckIcon from '@mui/icons-material/Check';
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
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n';
import { SLATE } from '../theme';

/** The avatar (fallback initials 'BR', spec §2) and its menu: the language, then 'Logout'. */
export const UserMenu = () => {
    const translate = useTranslate();
    const logout = useLogout();
    const [locale, setLocale] = useLocaleState();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <IconButton
                aria-label={translate('app.shell.account_menu')}
                aria-haspopup="menu"
                aria-expanded={anchor ? 'true' : undefined}
                onClick={event => setAnchor(event.currentTarget)}
            >
                <Avatar sx={{ width: 36, height: 36, fontSize: '0.875rem', bgcolor: SLATE[800] }}>
                    BR
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
