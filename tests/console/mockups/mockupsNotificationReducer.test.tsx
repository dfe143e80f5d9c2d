import { describe, expect, it } from 'vitest';
import {
    countByStatus,
    menuActions,
    notificationReducer,
} from '../../../src/mockups/notificationReducer';
import {
    type SampleNotification,
    sampleNotifications,
} from '../../../src/mockups/notificationSamples';

const AT = '2030-05-01T08:00:00.000Z';
const byId = (state: SampleNotification[], id: string) => state.find(item => item.id === id);
const withStatus = (status: SampleNotification['status']) =>
    sampleNotifications.find(item => item.status === status) as SampleNotification;

describe('notificationReducer (spec §4)', () => {
    const draft = withStatus('draft');
    const scheduled = withStatus('scheduled');
    const sent = withStatus('sent');

    it('turns a draft into Sent with Send Now, stamping the sent date', () => {
        const next = notificationReducer(sampleNotifications, {
            type: 'sendNow',
            id: draft.id,
            at: AT,
        });
        expect(byId(next, draft.id)).toMatchObject({ status: 'sent', sentAt: AT });
        expect(countByStatus(next)).toEqual({ sent: 5, scheduled: 2, draft: 2 });
    });

    it('turns a draft into Scheduled with Schedule, at the chosen date', () => {
        const next = notificationReducer(sampleNotifications, {
            type: 'schedule',
            id: draft.id,
            at: AT,
        });
        expect(byId(next, draft.id)).toMatchObject({ status: 'scheduled', scheduledAt: AT });
    });

    it('turns a scheduled notification into Sent', () => {
        const next = notificationReducer(sampleNotifications, {
            type: 'sendNow',
            id: scheduled.id,
            at: AT,
        });
        expect(byId(next, scheduled.id)).toMatchObject({ status: 'sent', sentAt: AT });
    });

    it('refuses transitions the spec does not allow, leaving the state untouched', () => {
        const refused = [
            { type: 'schedule', id: scheduled.id, at: AT },
            { type: 'sendNow', id: sent.id, at: AT },
            { type: 'schedule', id: sent.id, at: AT },
            { type: 'delete', id: sent.id },
            { type: 'delete', id: scheduled.id },
            { type: 'sendNow', id: 'no-such-id', at: AT },
        ] as const;
        for (const action of refused) {
            expect(notificationReducer(sampleNotifications, action)).toBe(sampleNotifications);
        }
    });

    it('deletes a draft', () => {
        const next = notificationReducer(sampleNotifications, { type: 'delete', id: draft.id });
        expect(byId(next, draft.id)).toBeUndefined();
        expect(next).toHaveLength(sampleNotifications.length - 1);
    });

    it('never offers Edit on a sent notification', () => {
        expect(menuActions.sent).toEqual(['view']);
        expect(menuActions.scheduled).toContain('edit');
        expect(menuActions.draft).toEqual(expect.arrayContaining(['sendNow', 'schedule']));
    });
});
