import type { MessageTree } from '../../lib/messages';

// The Activity screen's menu entry in English and Bahasa Malaysia. Its other words are the audit trail's,
// which the History panels and the exports use too: they are shared, under app.activity in src/i18n/.
export const en = {
    app: {
        shell: {
            menu: {
                activity: 'Activity',
            },
        },
    },
} satisfies MessageTree;

export const ms = {
    app: {
        shell: {
            menu: {
                activity: 'Aktiviti',
            },
        },
    },
} satisfies MessageTree;
