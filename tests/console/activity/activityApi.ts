import type { AuditEntry } from '../../../contract';
import { defaultPermissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server } from '../api';

// msw stand-ins for the `audit-log` extension's trail (docs/api.md), shared by the Activity and History tests.

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
    id: '1',
    at: '2026-11-20T02:30:00Z',
    actorId: '3',
    actorUsername: 'clerk.amy',
    action: 'update',
    entityType: 'voucher',
    entityId: '7',
    requestId: 'req-1',
    recordDeleted: false,
    changes: { name: { before: 'Ten percent', after: 'Twelve percent' } },
    ...overrides,
});

/**
 * Signs in as an admin, offers `extensions` and answers GET /v1/i/audit-log with `entries`. Every call's query
 * is kept, so a test can check the filters the screen sent.
 */
export const serveTrail = (entries: AuditEntry[], extensions = ['audit-log']) => {
    const queries: URLSearchParams[] = [];
    server.use(
        refreshHandler(
            makeToken({ permissions: defaultPermissions('admin') as never }),
            [],
            extensions
        ),
        http.get('/v1/i/audit-log', ({ request }) => {
            queries.push(new URL(request.url).searchParams);
            return HttpResponse.json({ entries, total: entries.length });
        })
    );
    return queries;
};
