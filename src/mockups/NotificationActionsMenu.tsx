import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

interface NotificationActionsMenuProps<Action extends string> {
    /** The notification's title, naming the menu's button for screen readers. */
    title: string;
    /** What the menu offers, in order; it depends on the notification's status (spec §4). */
    actions: readonly Action[];
    /** The label key of each action, e.g. 'app.mockups.notifications.actions.sendNow'. */
    labelOf: (action: Action) => string;
    onAction: (action: Action) => void;
}

/** An item's menu of the notification lists (the sample one and the real one). */
export const NotificationActionsMenu = <Action extends string>({
    title,
    actions,
    labelOf,
    onAction,
}: NotificationActionsMenuProps<Action>) => {
    const translate = useTranslate();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const choose = (action: Action) => {
        setAnchor(null);
        onAction(action);
    };
    return (
        <>
            <IconButton
                aria-label={translate('app.mockups.notifications.actions.menu', { title })}
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
                {actions.map(action => (
                    <MenuItem
                        key={action}
                        onClick={() => choose(action)}
                        sx={action === 'delete' ? { color: 'error.main' } : undefined}
                    >
                        {translate(labelOf(action))}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
