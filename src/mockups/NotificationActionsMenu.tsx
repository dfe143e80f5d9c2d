import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { menuActions, type NotificationMenuAction } from './notificationReducer';
import type { SampleNotification } from './notificationSamples';

interface NotificationActionsMenuProps {
    notification: SampleNotification;
    onAction: (action: NotificationMenuAction, notification: SampleNotification) => void;
}

/** The item menu: what it offers depends on the notification's status (spec §4). */
export const NotificationActionsMenu = ({
    notification,
    onAction,
}: NotificationActionsMenuProps) => {
    const translate = useTranslate();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const choose = (action: NotificationMenuAction) => {
        setAnchor(null);
        onAction(action, notification);
    };
    return (
        <>
            <IconButton
                aria-label={translate('app.mockups.notifications.actions.menu', {
                    title: notification.title,
                })}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                onClick={event => setAnchor(event.currentTarget)}
            >
                <MoreVert />
            </IconButton>
            <Menu
                id={menuId}
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                {menuActions[notification.status].map(action => (
                    <MenuItem
                        key={action}
                        onClick={() => choose(action)}
                        sx={action === 'delete' ? { color: 'error.main' } : undefined}
                    >
                        {translate(`app.mockups.notifications.actions.${action}`)}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
