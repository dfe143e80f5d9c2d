import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box, IconButton, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathTo } from '../lib/screenPaths';
import { LAYOUT } from '../lib/theme';
import { PageTitle } from './PageTitle';
import { UserMenu } from './UserMenu';

interface AppBarProps {
    /** Below the large breakpoint the header carries the button that opens the drawer. */
    onOpenMenu?: () => void;
}

/** The top bar (spec §2): notifications button, avatar with its menu, and 'Hi, {name}'. */
export const AppBar = ({ onOpenMenu }: AppBarProps) => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    return (
        <Box
            component="header"
            sx={{
                position: 'sticky',
                top: 0,
                zIndex: theme => theme.zIndex.appBar,
                height: { xs: 64, lg: LAYOUT.headerHeight },
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: { xs: 2, md: 3 },
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
            }}
        >
            <PageTitle />
            <Typography
                sx={{
                    fontWeight: 600,
                    mr: 'auto',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                }}
            >
                {identity?.fullName
                    ? translate('app.shell.greeting', { name: identity.fullName })
                    : null}
            </Typography>
            <IconButton
                component={Link}
                to={pathTo('notifications')}
                aria-label={translate('app.shell.notifications')}
            >
                <NotificationsNoneIcon />
            </IconButton>
            <UserMenu />
            {onOpenMenu && (
                <IconButton
                    aria-label={translate('app.shell.open_menu')}
                    onClick={onOpenMenu}
                    edge="end"
                >
                    <MenuIcon />
                </IconButton>
            )}
        </Box>
    );
};
