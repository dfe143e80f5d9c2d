import dayjs from 'dayjs';

// Notifications exist only as sample data (spec §1, §3): no API route exists for them yet.
export const NOTIFICATION_STATUSES = ['sent', 'scheduled', 'draft'] as const;
export const NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error'] as const;
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const NOTIFICATION_RECIPIENTS = ['all', 'admins', 'customers', 'specific'] as const;
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'sms', 'push'] as const;

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export type NotificationRecipients = (typeof NOTIFICATION_RECIPIENTS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface SampleNotification {
    id: string;
    title: string;
    message: string;
    type: NotificationType;
    priority: NotificationPriority;
    recipients: NotificationRecipients;
    channels: NotificationChannel[];
    status: NotificationStatus;
    createdAt: string;
    scheduledAt: string | null;
    sentAt: string | null;
    expiresAt: string | null;
    views: number;
    clicks: number;
}

// Dates relative to today, so scheduled samples stay in the future and sent ones in the past.
const daysFromNow = (days: number, hour = 9) =>
    dayjs().add(days, 'day').hour(hour).minute(0).second(0).millisecond(0).toISOString();

export const sampleNotifications: SampleNotification[] = [
    {
        id: 'n1',
        title: 'Double points weekend',
        message: 'Earn 2x reward points on every purchase this Saturday and Sunday at all outlets.',
        type: 'success',
        priority: 'high',
        recipients: 'customers',
        channels: ['inApp', 'push'],
        status: 'sent',
        createdAt: daysFromNow(-12),
        scheduledAt: null,
        sentAt: daysFromNow(-10),
        expiresAt: daysFromNow(-8, 23),
        views: 4820,
        clicks: 1312,
    },
    {
        id: 'n2',
        title: 'Maintenance tonight',
        message: 'The rewards app will be unavailable from 01:00 to 03:00 for maintenance.',
        type: 'warning',
        priority: 'urgent',
        recipients: 'all',
        channels: ['inApp', 'email', 'sms'],
        status: 'sent',
        createdAt: daysFromNow(-6),
        scheduledAt: daysFromNow(-5, 18),
        sentAt: daysFromNow(-5, 18),
        expiresAt: daysFromNow(-4, 3),
        views: 9675,
        clicks: 402,
    },
    {
        id: 'n3',
        title: 'New voucher: RM10 off coffee',
        message: 'Redeem 500 points for RM10 off any coffee order above RM30.',
        type: 'info',
        priority: 'normal',
        recipients: 'customers',
        channels: ['inApp', 'email'],
        status: 'sent',
        createdAt: daysFromNow(-3),
        scheduledAt: null,
        sentAt: daysFromNow(-2, 11),
        expiresAt: daysFromNow(28, 23),
        views: 2210,
        clicks: 587,
    },
    {
        id: 'n4',
        title: 'Voucher report ready',
        message: 'The monthly voucher redemption report is ready in the back-office.',
        type: 'info',
        priority: 'low',
        recipients: 'admins',
        channels: ['email'],
        status: 'sent',
        createdAt: daysFromNow(-1),
        scheduledAt: null,
        sentAt: daysFromNow(-1, 8),
        expiresAt: null,
        views: 14,
        clicks: 9,
    },
    {
        id: 'n5',
        title: 'Year-end sale starts',
        message:
            'Up to 50% off selected items, plus bonus points for members. See the app for details.',
        type: 'success',
        priority: 'high',
        recipients: 'all',
        channels: ['inApp', 'email', 'push'],
        status: 'scheduled',
        createdAt: daysFromNow(-2),
        scheduledAt: daysFromNow(5, 10),
        sentAt: null,
        expiresAt: daysFromNow(20, 23),
        views: 0,
        clicks: 0,
    },
    {
        id: 'n6',
        title: 'Points expiring soon',
        message:
            'Some of your reward points expire at the end of the month. Redeem them before they go.',
        type: 'warning',
        priority: 'normal',
        recipients: 'customers',
        channels: ['inApp', 'sms'],
        status: 'scheduled',
        createdAt: daysFromNow(-1),
        scheduledAt: daysFromNow(9, 12),
        sentAt: null,
        expiresAt: daysFromNow(16, 23),
        views: 0,
        clicks: 0,
    },
    {
        id: 'n7',
        title: 'Welcome to the new rewards app',
        message: 'Draft copy for the launch announcement of the redesigned rewards app.',
        type: 'info',
        priority: 'normal',
        recipients: 'all',
        channels: ['inApp'],
        status: 'draft',
        createdAt: daysFromNow(-4),
        scheduledAt: null,
        sentAt: null,
        expiresAt: null,
        views: 0,
        clicks: 0,
    },
    {
        id: 'n8',
        title: 'Payment gateway issue',
        message:
            'Card payments may fail at some outlets. Points will be credited once payments go through.',
        type: 'error',
        priority: 'urgent',
        recipients: 'specific',
        channels: ['sms', 'email'],
        status: 'draft',
        createdAt: daysFromNow(0, 7),
        scheduledAt: null,
        sentAt: null,
        expiresAt: daysFromNow(2, 23),
        views: 0,
        clicks: 0,
    },
    {
        id: 'n9',
        title: 'Member survey',
        message: 'Tell us what you think of the rewards programme and get 50 bonus points.',
        type: 'info',
        priority: 'low',
        recipients: 'customers',
        channels: ['email', 'push'],
        status: 'draft',
        createdAt: daysFromNow(-7),
        scheduledAt: daysFromNow(14, 9),
        sentAt: null,
        expiresAt: daysFromNow(30, 23),
        views: 0,
        clicks: 0,
    },
];
