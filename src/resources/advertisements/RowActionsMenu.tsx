import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Advertisement } from '../../../contract';
import { pathTo } from '../../lib/screenPaths';
import { useAdvertisementDelete } from './useAdvertisementDelete';

/**
 * The small-screen actions of a row. Spec §2 shows 'Delete item' without any action, since its API has no
 * delete call: so it stays against such a server. Where our server offers 'advertisement-delete' it deletes,
 * after a confirmation, and is hidden from staff who may not manage advertisements.
 */
export const RowActionsMenu = ({ advertisement }: { advertisement: Advertisement }) => {
    const translate = useTranslate();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const { offered, allowed, ask, dialog } = useAdvertisementDelete(advertisement);
    const close = () => setAnchor(null);

    const onDeleteItem = () => {
        close();
        ask();
    };

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
                {/* As the spec shows it against its own API; with ours, only to those who may delete. */}
                {(!offered || allowed) && (
                    <MenuItem onClick={onDeleteItem}>
                        {translate('app.advertisements.list.delete_item')}
                    </MenuItem>
                )}
            </Menu>
            {dialog}
        </>
    );
};
