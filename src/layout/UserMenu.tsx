import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { SLATE } from '../theme';

/** The avatar (fallback initials 'BR', spec §2) and its menu with 'Logout'. */
export const UserMenu = () => {
    const translate = useTranslate();
    const logout = useLogout();
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
