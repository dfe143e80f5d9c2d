import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Button, CircularProgress } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FormButtonBar } from '../../components/FormButtonBar';
import { pathTo } from '../../lib/screenPaths';
import type { SaveIntent } from './validateNotification';

const ICONS: Record<SaveIntent, ReactElement> = {
    draft: <EditNoteOutlined />,
    schedule: <ScheduleOutlined />,
    sendNow: <SendOutlined />,
};
const INTENTS: SaveIntent[] = ['draft', 'schedule', 'sendNow'];

interface NotificationFormButtonsProps {
    saving: SaveIntent | null;
    onIntent: (intent: SaveIntent) => void;
}

/** 'Cancel | Save draft | Schedule | Send Now' at the right, the primary last, as on every form. */
export const NotificationFormButtons = ({ saving, onIntent }: NotificationFormButtonsProps) => {
    const translate = useTranslate();
    return (
        <FormButtonBar>
            <Button component={Link} to={pathTo('notifications')}>
                {translate('app.mockups.cancel')}
            </Button>
            {INTENTS.map(intent => (
                <Button
                    key={intent}
                    variant={intent === 'sendNow' ? 'contained' : 'outlined'}
                    startIcon={saving === intent ? <CircularProgress size={16} /> : ICONS[intent]}
                    disabled={saving !== null}
                    onClick={() => onIntent(intent)}
                >
                    {translate(
                        `app.notifications.form.${saving === intent ? `${intent}_running` : intent}`
                    )}
                </Button>
            ))}
        </FormButtonBar>
    );
};
