import type {
    NotificationChannel,
    NotificationRecipients,
    NotificationStatus,
} from '../../contract/index.ts';
import { HttpError, invalidInput } from '../lib/httpError.ts';
import { parseIsoDate } from '../lib/isoDate.ts';

// Spec §4's states, enforced here: Draft -> Sent ('Send Now') or Scheduled ('Schedule'); Scheduled -> Sent (at
// its time, or 'Send Now') or back to Draft; Sent is final (not edited, rescheduled, resent or deleted).

export type Transition = 'edit' | 'delete' | 'send' | 'schedule' | 'unschedule';

const allowed: Record<NotificationStatus, readonly Transition[]> = {
    draft: ['edit', 'delete', 'send', 'schedule'],
    scheduled: ['edit', 'delete', 'send', 'schedule', 'unschedule'],
    sent: [],
};

const refusals: Record<Transition, string> = {
    edit: 'A sent notification cannot be edited',
    delete: 'A sent notification cannot be deleted',
    send: 'This notification has already been sent',
    schedule: 'A sent notification cannot be rescheduled',
    unschedule: 'Only a scheduled notification can be unscheduled',
};

/** 409 unless the notification's state allows the change. */
export function checkTransition(status: string, transition: Transition): void {
    if (!allowed[status as NotificationStatus]?.includes(transition)) {
        throw new HttpError(409, refusals[transition]);
    }
}

/** A date of the body as a Date, or a 400 naming the field (impossible dates, years out of range). */
export function dateOf(field: string, value: string): Date {
    const parsed = parseIsoDate(value);
    if (typeof parsed === 'string') throw invalidInput({ [field]: `${field} is not a valid date` });
    return parsed;
}

/** Scheduled time in the future, the expiry after it (or after now for a draft). */
export function checkTimes(scheduledAt: Date | null, expiresAt: Date | null, now = new Date()) {
    if (scheduledAt && scheduledAt <= now) {
        throw invalidInput({ scheduledAt: 'Scheduled time must be in the future' });
    }
    if (expiresAt && expiresAt <= (scheduledAt ?? now)) {
        throw invalidInput({
            expiresAt: scheduledAt
                ? 'Expiry date must be after the scheduled time'
                : 'Expiry date must be in the future',
        });
    }
}

/** Channels that reach staff: admins have an inbox and an email address, no phone or app. */
export const staffChannels: readonly NotificationChannel[] = ['in-app', 'email'];

/** Who gets it on which channel makes sense: admins only in-app and by email; `specific` names someone. */
export function checkAudience(
    recipients: NotificationRecipients,
    channels: readonly NotificationChannel[],
    customerIds: readonly string[]
) {
    if (recipients === 'admins' && channels.some(channel => !staffChannels.includes(channel))) {
        throw invalidInput({ channels: 'Admins can be reached in-app and by email only' });
    }
    if (recipients === 'specific' && customerIds.length === 0) {
        throw invalidInput({ customerIds: 'Choose at least one customer' });
    }
}
