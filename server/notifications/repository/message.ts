/** What a delivered message says, as read with its delivery (`d`) joined to its notification (`n`). */
export const messageColumns = [
    'n.title',
    'n.message',
    'n.type',
    'n.priority',
    'n.deeplink',
    'n.expiresAt',
] as const;
