import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Advertisement } from '../../../contract';
import { useExtension } from '../../api/useExtension';
import { useAllowed } from '../../components/Allowed';
import { pathTo } from '../routes';

/**
 * The small-screen actions of a row. Spec §2 shows 'Delete item' without any action, since its API has no
 * delete call: so it stays against such a server. Where our server offers 'advertisement-delete' it deletes,
 * after the confirmation the voucher delete uses, and is hidden from staff who may not manage advertisements.
 */
export const RowActionsMenu = ({ advertisement }: { advertisement: Advertisement }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [confirming, setConfirming] = useState(false);
    const deletable = useExtension('advertisement-delete');
    const { canAccess } = useAllowed({ action: 'delete', resource: 'advertisements' });
    const [deleteOne, { isPending }] = useDelete<Advertisement>();
    const close = () => setAnchor(null);
    const mayDelete = deletable === true && canAccess === true;

    const onDeleteItem = () => {
        close();
        if (mayDelete) setConfirming(true);
    };
    const confirm = () =>
        deleteOne(
            'advertisements',
            { id: advertisement.id, previousData: advertisement },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setConfirming(false);
                    notify('app.advertisements.toasts.deleted', { type: 'success' });
                },
                onError: () => {
                    setConfirming(false);
                    notify('app.advertisements.toasts.delete_failed', { type: 'error' });
                },
            }
        );

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
                {(deletable !== true || mayDelete) && (
                    <MenuItem onClick={onDeleteItem}>
                        {translate('app.advertisements.list.delete_item')}
                    </MenuItem>
                )}
            </Menu>
            <Confirm
                isOpen={confirming}
                loading={isPending}
                title="app.advertisements.list.delete_title"
                content="app.advertisements.list.delete_content"
                translateOptions={{ title: advertisement.title }}
                confirm="app.advertisements.list.delete_confirm"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setConfirming(false)}
            />
        </>
    );
};
