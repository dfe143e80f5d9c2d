import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LocalDateTimeField } from '../components/LocalDateField';
import type { SampleNotification } from './notificationSamples';

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** A draft's planned date when it is still ahead, else tomorrow at 09:00. */
const initialValue = (notification: Scheduled) => {
    const planned = notification.scheduledAt ? dayjs(notification.scheduledAt) : null;
    const value = planned?.isAfter(dayjs()) ? planned : dayjs().add(1, 'day').hour(9).minute(0);
    return value.format(LOCAL_INPUT);
};

// The sample list's notifications and the real ones alike.
type Scheduled = Pick<SampleNotification, 'title' | 'scheduledAt'>;

interface ScheduleDialogProps {
    notification: Scheduled;
    onClose: () => void;
    /** Receives the chosen moment as an ISO string. */
    onSchedule: (at: string) => void;
}

export const ScheduleDialog = ({ notification, onClose, onSchedule }: ScheduleDialogProps) => {
    const translate = useTranslate();
    const [value, setValue] = useState(() => initialValue(notification));
    const [error, setError] = useState<string | null>(null);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        const chosen = dayjs(value);
        if (!chosen.isValid() || !chosen.isAfter(dayjs())) {
            setError(translate('app.mockups.notifications.validation.schedule_past'));
            return;
        }
        onSchedule(chosen.toISOString());
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs">
            <form onSubmit={submit} noValidate>
                <DialogTitle>
                    {translate('app.mockups.notifications.schedule_dialog.title', {
                        title: notification.title,
                    })}
                </DialogTitle>
                <DialogContent>
                    <LocalDateTimeField
                        label={translate('app.mockups.notifications.schedule_dialog.field')}
                        value={value}
                        min={dayjs().format(LOCAL_INPUT)}
                        onChange={chosen => {
                            setValue(chosen);
                            setError(null);
                        }}
                        error={Boolean(error)}
                        helperText={error ?? ' '}
                        fullWidth
                        margin="dense"
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('app.mockups.cancel')}</Button>
                    <Button type="submit" variant="contained">
                        {translate('app.mockups.notifications.schedule_dialog.confirm')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
