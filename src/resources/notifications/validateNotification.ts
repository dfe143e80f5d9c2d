import dayjs from 'dayjs';
import type { NotificationChannel, NotificationRecipients } from '../../../contract';

export type SaveIntent = 'draft' | 'schedule' | 'sendNow';

export interface NotificationFormValues {
    title?: string;
    message?: string;
    type?: string;
    priority?: string;
    deeplink?: string | null;
    scheduledAt?: string | Date | null;
    expiresAt?: string | Date | null;
    recipients?: NotificationRecipients;
    customerIds?: string[];
    channels?: NotificationChannel[];
}

const blank = (value: string | undefined) => !value || value.trim() === '';
const KEY = 'app.notifications.validation';
const MOCKUP_KEY = 'app.mockups.notifications.validation';
const when = (value: string | Date | null | undefined) => (value ? dayjs(value) : null);

/**
 * The checks of every save (something to say, someone to say it to, a way to reach them, an expiry ahead),
 * as message keys; the server checks the same and answers 400 otherwise.
 */
export const validateNotification = (values: NotificationFormValues, now = dayjs()) => {
    const errors: Record<string, string> = {};
    if (blank(values.title)) errors.title = `${MOCKUP_KEY}.title`;
    if (blank(values.message)) errors.message = `${MOCKUP_KEY}.message`;
    if (!values.channels?.length) errors.channels = `${MOCKUP_KEY}.channels`;
    if (values.recipients === 'specific' && !values.customerIds?.length) {
        errors.customerIds = `${KEY}.customers`;
    }
    const expires = when(values.expiresAt);
    if (expires && !expires.isAfter(now)) errors.expiresAt = `${MOCKUP_KEY}.schedule_past`;
    return errors;
};

/** What 'Schedule' needs on top: a time ahead, before the expiry. */
export const validateSchedule = (values: NotificationFormValues, now = dayjs()) => {
    const scheduled = when(values.scheduledAt);
    const expires = when(values.expiresAt);
    if (!scheduled) return { scheduledAt: `${KEY}.schedule_required` };
    if (!scheduled.isAfter(now)) return { scheduledAt: `${MOCKUP_KEY}.schedule_past` };
    if (expires && !expires.isAfter(scheduled)) {
        return { expiresAt: `${MOCKUP_KEY}.expiry_before_schedule` };
    }
    return {};
};

/** The JSON body of a create or an update: dates as ISO instants, the customers only for 'specific'. */
export const toBody = (values: NotificationFormValues) => ({
    title: values.title?.trim(),
    message: values.message?.trim(),
    type: values.type,
    priority: values.priority,
    deeplink: values.deeplink?.trim() || null,
    expiresAt: values.expiresAt ? dayjs(values.expiresAt).toISOString() : null,
    recipients: values.recipients,
    customerIds: values.recipients === 'specific' ? (values.customerIds ?? []).map(String) : [],
    channels: values.channels,
});
