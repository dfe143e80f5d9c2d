import { z } from 'zod';
import { isoDateTime } from './common.ts';

// The `notifications` extension: notifications that are saved, scheduled and delivered (spec §3 'Notification',
// §4's states). Every value is spelled in lower case like the API's other statuses; the console shows the
// spec's words (Draft, In-App, ...).

export const notificationTypes = ['info', 'warning', 'success', 'error'] as const;
export const notificationPriorities = ['low', 'normal', 'high', 'urgent'] as const;
/** all = active customers and active Admin staff; customers = active customers; specific = `customerIds`. */
export const notificationRecipients = ['all', 'admins', 'customers', 'specific'] as const;
export const notificationChannels = ['in-app', 'email', 'sms', 'push'] as const;
/** Spec §4: draft -> scheduled | sent; scheduled -> sent | draft; sent is final. */
export const notificationStatuses = ['draft', 'scheduled', 'sent'] as const;
export const deliveryStatuses = ['queued', 'delivered', 'failed', 'skipped'] as const;

export type NotificationType = (typeof notificationTypes)[number];
export type NotificationPriority = (typeof notificationPriorities)[number];
export type NotificationRecipients = (typeof notificationRecipients)[number];
export type NotificationChannel = (typeof notificationChannels)[number];
export type NotificationStatus = (typeof notificationStatuses)[number];
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One channel's figures: each (recipient, channel) pair is one delivery, in exactly one of these states. */
export const channelFiguresSchema = z.strictObject({
    channel: z.enum(notificationChannels),
    queued: z.number().int().nonnegative(),
    delivered: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    /** Not attempted: the channel is not configured, or the recipient has no address for it. */
    skipped: z.number().int().nonnegative(),
});
export type ChannelFigures = z.infer<typeof channelFiguresSchema>;

/**
 * A send under way or done ('Sending 340,000 of 1,000,000'): `total` deliveries (recipients x their channels)
 * once the recipients are counted (null before), `done` of them settled (delivered, failed or skipped).
 */
export const sendProgressSchema = z.strictObject({
    total: z.number().int().nonnegative().nullable(),
    done: z.number().int().nonnegative(),
    startedAt: isoDateTime,
    /** Set when every delivery is settled. */
    finishedAt: isoDateTime.nullable(),
});
export type SendProgress = z.infer<typeof sendProgressSchema>;

/** A notification as the `notifications` extension answers it. */
export const notificationSchema = z.strictObject({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    type: z.enum(notificationTypes),
    priority: z.enum(notificationPriorities),
    /** Where a click leads (a URL or the app's screen:param); null means the click only counts. */
    deeplink: z.string().nullable(),
    status: z.enum(notificationStatuses),
    /** When a scheduled notification goes out; for a sent one, when it was due (null for Send Now). */
    scheduledAt: isoDateTime.nullable(),
    /** After this the message leaves the inboxes; null means never. */
    expiresAt: isoDateTime.nullable(),
    recipients: z.enum(notificationRecipients),
    /** The customers of `specific` (empty otherwise). */
    customerIds: z.array(z.string()),
    channels: z.array(z.enum(notificationChannels)),
    /** Deliveries viewed and clicked at least once (each delivery counts once). */
    views: z.number().int().nonnegative(),
    clicks: z.number().int().nonnegative(),
    /** One entry per chosen channel; all zero before sending. */
    delivery: z.array(channelFiguresSchema),
    /** Null until sent. */
    progress: sendProgressSchema.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /v1/i/notifications: one page, the total of the filter, and the counts of the tabs (whatever the filter). */
export const notificationListAnswerSchema = z.strictObject({
    notifications: z.array(notificationSchema),
    total: z.number().int().nonnegative(),
    counts: z.strictObject({
        all: z.number().int().nonnegative(),
        sent: z.number().int().nonnegative(),
        scheduled: z.number().int().nonnegative(),
        draft: z.number().int().nonnegative(),
    }),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswerSchema>;

export const notificationAnswerSchema = z.strictObject({ notification: notificationSchema });

const notificationFields = {
    title: z
        .string()
        .trim()
        .min(1, 'Title is required')
        .max(120, 'Title is at most 120 characters'),
    message: z
        .string()
        .trim()
        .min(1, 'Message is required')
        .max(2000, 'Message is at most 2000 characters'),
    type: z.enum(notificationTypes).default('info'),
    priority: z.enum(notificationPriorities).default('normal'),
    deeplink: z.string().trim().max(500).nullable().optional(),
    expiresAt: isoDateTime.nullable().optional(),
    recipients: z.enum(notificationRecipients),
    /** Required (at least one) when recipients is `specific`; ignored otherwise. At most 1000. */
    customerIds: z
        .array(z.string().regex(/^\d{1,18}$/, 'Customer ids are numbers'))
        .max(1000)
        .optional(),
    channels: z
        .array(z.enum(notificationChannels))
        .min(1, 'Choose at least one channel')
        .max(4)
        .refine(list => new Set(list).size === list.length, 'Each channel once'),
};

/** POST /v1/i/notifications: always saves a draft; schedule or send it afterwards. */
export const notificationCreateSchema = z.strictObject(notificationFields);
export type NotificationCreate = z.input<typeof notificationCreateSchema>;

/** PATCH /v1/i/notifications/:id (a draft or a scheduled one): any of the fields. */
export const notificationPatchSchema = z
    .strictObject({
        ...notificationFields,
        type: z.enum(notificationTypes),
        priority: z.enum(notificationPriorities),
    })
    .partial();
export type NotificationPatch = z.input<typeof notificationPatchSchema>;

/** POST /v1/i/notifications/:id/schedule: a time in the future, before the expiry. */
export const notificationScheduleSchema = z.strictObject({ scheduledAt: isoDateTime });
export type NotificationSchedule = z.infer<typeof notificationScheduleSchema>;

/** One message of an inbox (an in-app delivery): a customer's, or a staff member's own. */
export const inboxItemSchema = z.strictObject({
    deliveryId: z.string(),
    notificationId: z.string(),
    title: z.string(),
    message: z.string(),
    type: z.enum(notificationTypes),
    priority: z.enum(notificationPriorities),
    deeplink: z.string().nullable(),
    deliveredAt: isoDateTime,
    expiresAt: isoDateTime.nullable(),
    viewedAt: isoDateTime.nullable(),
    clickedAt: isoDateTime.nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** GET /v1/i/customers/:id/inbox and GET /v1/i/inbox: newest first, expired ones left out. */
export const inboxAnswerSchema = z.strictObject({
    inbox: z.array(inboxItemSchema),
    total: z.number().int().nonnegative(),
    unread: z.number().int().nonnegative(),
});
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;

/** One delivery as GET /v1/i/notifications/:id/deliveries answers it (the details dialog's failures). */
export const deliverySchema = z.strictObject({
    id: z.string(),
    channel: z.enum(notificationChannels),
    recipientType: z.enum(['customer', 'staff']),
    recipientId: z.string(),
    /** The customer's or staff member's name, when they still exist. */
    recipientName: z.string().nullable(),
    status: z.enum(deliveryStatuses),
    attempts: z.number().int().nonnegative(),
    /** Why it failed or was skipped ('skipped: email is not configured', 'HTTP 503', ...). */
    reason: z.string().nullable(),
    deliveredAt: isoDateTime.nullable(),
    viewedAt: isoDateTime.nullable(),
    clickedAt: isoDateTime.nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListAnswerSchema = z.strictObject({
    deliveries: z.array(deliverySchema),
    total: z.number().int().nonnegative(),
});
export type DeliveryListAnswer = z.infer<typeof deliveryListAnswerSchema>;
