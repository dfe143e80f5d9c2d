import type { Kysely } from 'kysely';
import { deeplinkProblem } from '../../contract/deeplink.ts';
import type {
    Notification,
    NotificationChannel,
    NotificationCreate,
    NotificationPatch,
    NotificationRecipients,
} from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { invalidInput } from '../lib/httpError.ts';
import { unknownCustomers } from './repository/customers.ts';
import type { NotificationValues } from './repository.ts';
import { checkAudience, checkTimes, dateOf } from './rules.ts';

/**
 * The stored values of a create (current null) or an edit: the body over the current notification, checked
 * (who on which channel, an expiry in the future, the chosen customers exist, the deeplink follows the one rule
 * of contract/deeplink.ts with the hosts DEEPLINK_HOSTS lists).
 */
export async function valuesOf(
    db: Kysely<Database>,
    body: NotificationCreate | NotificationPatch,
    current: Notification | null,
    deeplinkHosts: readonly string[]
): Promise<NotificationValues> {
    const recipients = (body.recipients ?? current?.recipients) as NotificationRecipients;
    const channels = (body.channels ?? current?.channels) as NotificationChannel[];
    const customerIds =
        recipients === 'specific'
            ? [...new Set(body.customerIds ?? current?.customerIds ?? [])]
            : [];
    checkAudience(recipients, channels, customerIds);
    let expiresAt = current?.expiresAt ? new Date(current.expiresAt) : null;
    if (body.expiresAt !== undefined) {
        expiresAt = body.expiresAt === null ? null : dateOf('expiresAt', body.expiresAt);
        checkTimes(null, expiresAt);
    }
    if (customerIds.length > 0) {
        const unknown = await unknownCustomers(db, customerIds);
        if (unknown.length > 0) {
            throw invalidInput({
                customerIds: `Unknown customers: ${unknown.slice(0, 10).join(', ')}`,
            });
        }
    }
    const deeplink =
        body.deeplink === undefined ? (current?.deeplink ?? null) : body.deeplink || null;
    // Checked when given: a notification saved before the rule keeps its deeplink until it is edited.
    const deeplinkIssue = body.deeplink ? deeplinkProblem(body.deeplink, deeplinkHosts) : undefined;
    if (deeplinkIssue) throw invalidInput({ deeplink: deeplinkIssue });
    return {
        title: body.title ?? (current?.title as string),
        message: body.message ?? (current?.message as string),
        type: body.type ?? current?.type ?? 'info',
        priority: body.priority ?? current?.priority ?? 'normal',
        deeplink,
        expiresAt,
        recipients,
        customerIds: customerIds.map(Number),
        channels,
    };
}
