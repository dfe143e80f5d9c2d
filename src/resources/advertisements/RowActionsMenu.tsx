import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Advertisement } from '../../../contract';
import { pathTo } from '../routes';

/**
 * The small-screen actions of a row. 'Delete item' is shown and does nothing, as the spec says: the API
 * has no advertisement delete route, so there is nothing it could call (see README, Advertisements).
 */
export const RowActionsMenu = ({ advertisement }: { advertisement: Advertisement }) => {
    const translate = useTranslate();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = () => setAnchor(null);
    return (
        <>
            <IconButton
                aria-label={translate('app.advertisements.list.actions_for', {
                    title: advertisement.title,
                })}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={Boolean(anchor)}
                onClick={event => setAnchor(event.currentTarget)}
            >
                <MoreVertIcon />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
                <MenuItem component={Link} to={pathTo('advertisements', 'edit', advertisement.id)}>
                    {translate('app.advertisements.list.view_details')}
                </MenuItem>
                <MenuItem onClick={close}>
                    {translate('app.advertisements.list.delete_item')}
                </MenuItem>
            </Menu>
        </>
    );
};
