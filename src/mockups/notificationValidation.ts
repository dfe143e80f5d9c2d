import dayjs from 'dayjs';
import type { NotificationChannel, NotificationRecipients } from './notificationSamples';

interface NotificationFormValues {
    title?: string;
    message?: string;
    scheduledAt?: string | Date | null;
    expiresAt?: string | Date | null;
    recipients?: NotificationRecipients;
    specificRecipients?: string;
    channels?: NotificationChannel[];
}

const blank = (value: string | undefined) => !value || value.trim() === '';
const KEY = 'app.mockups.notifications.validation';

/**
 * What a careful product checks before sending: something to say, someone to say it to, a way to reach
 * them, and dates that make sense. Returns message keys, as react-admin forms expect.
 */
export const validateNotification = (values: NotificationFormValues, now = dayjs()) => {
    const errors: Record<string, string> = {};
    if (blank(values.title)) errors.title = `${KEY}.title`;
    if (blank(values.message)) errors.message = `${KEY}.message`;
    if (!values.channels?.length) errors.channels = `${KEY}.channels`;
    if (values.recipients === 'specific' && blank(values.specificRecipients)) {
        errors.specificRecipients = `${KEY}.specific`;
    }
    const scheduled = values.scheduledAt ? dayjs(values.scheduledAt) : null;
    const expires = values.expiresAt ? dayjs(values.expiresAt) : null;
    if (scheduled && !scheduled.isAfter(now)) errors.scheduledAt = `${KEY}.schedule_past`;
    if (expires && scheduled && !expires.isAfter(scheduled)) {
        errors.expiresAt = `${KEY}.expiry_before_schedule`;
    } else if (expires && !expires.isAfter(now)) {
        errors.expiresAt = `${KEY}.schedule_past`;
    }
    return errors;
};
