import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../contract';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { formatDateTime } from '../../lib/format';
import { pathTo } from '../../lib/screenPaths';
import { schedule, sendNow, unschedule } from './notificationCalls';
import { type NotificationFormValues, type SaveIntent, toBody } from './validateNotification';

/** After the save, the state change the button asked for (spec §4); a draft saved as a draft needs none. */
const moveTo = (intent: SaveIntent, saved: Notification, values: NotificationFormValues) => {
    if (intent === 'schedule') {
        return schedule(saved.id, dayjs(values.scheduledAt).toISOString());
    }
    if (intent === 'sendNow') return sendNow(saved.id);
    if (saved.status === 'scheduled') return unschedule(saved.id);
    return undefined;
};

/**
 * 'Save draft', 'Schedule' and 'Send Now' of the form: the server always saves a draft first, then the
 * notification moves by its own call. When that second call is refused (a time that has passed meanwhile),
 * the saved draft is kept and its edit screen opened, so that trying again does not create a second one.
 */
export const useSaveNotification = (record: Notification | undefined) => {
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [saving, setSaving] = useState<SaveIntent | null>(null);

    const save = async (values: NotificationFormValues, intent: SaveIntent) => {
        setSaving(intent);
        try {
            const data = toBody(values);
            const { data: saved } = record
                ? await dataProvider.update<Notification>('notifications', {
                      id: record.id,
                      data,
                      previousData: record,
                  })
                : await dataProvider.create<Notification>('notifications', { data });
            try {
                await moveTo(intent, saved, values);
            } catch (error) {
                notifyFailure(error, `app.notifications.failed.${intent}`);
                if (!record) navigate(pathTo('notifications', 'edit', saved.id));
                return;
            }
            notify(`app.notifications.saved.${intent}`, {
                type: 'success',
                messageArgs: { title: saved.title, date: formatDateTime(values.scheduledAt) },
            });
            navigate(pathTo('notifications'));
        } catch (error) {
            notifyFailure(error, 'app.notifications.failed.save');
        } finally {
            setSaving(null);
            await queryClient.invalidateQueries({ queryKey: ['notifications'] });
        }
    };
    return { save, saving };
};
