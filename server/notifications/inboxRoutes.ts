import { z } from 'zod';
import { inboxAnswerSchema } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { idParam, wholeNumber } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';

// Inboxes: a customer's in-app messages (for the staff view), the signed-in staff member's own, and the reports
// of a message seen or tapped. A staff token reports only for the staff member's own messages: a customer's
// views and clicks are the customer's to report, through the customer channel (this server has none yet, so
// no request marks them but the email's tracking links), and a staff member must not move their figures.

const notOwn = 'You can mark only your own messages';

const pageQuery = z
    .strictObject({
        page: wholeNumber(999_999).optional(),
        perPage: wholeNumber(100).optional(),
    })
    .optional()
    .transform(query => ({ page: query?.page ?? 1, perPage: query?.perPage ?? 25 }));
const deliveryParam = z.strictObject({
    deliveryId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a numeric id'),
});
const answer = { 200: inboxAnswerSchema };

export default async function inboxRoutes(app: App) {
    const inbox = app.notificationInbox;

    app.get(
        '/customers/:id/inbox',
        {
            config: { access: 'read' },
            schema: { params: idParam, querystring: pageQuery, response: answer },
        },
        async request => {
            // The customers repository's test, as for the customer's other reads: an anonymised customer is gone.
            if (!(await app.customersRepository.exists(request.params.id)))
                throw new HttpError(404, 'Customer not found');
            return inbox.list('customer', request.params.id, request.query);
        }
    );

    app.get(
        '/inbox',
        { config: { access: 'read' }, schema: { querystring: pageQuery, response: answer } },
        async request => inbox.list('staff', Number(request.staff?.id), request.query)
    );

    for (const action of ['view', 'click'] as const) {
        app.post(
            `/inbox/:deliveryId/${action}`,
            { config: { access: 'read' }, schema: { params: deliveryParam } },
            async (request, reply) => {
                const delivery = await inbox.find(request.params.deliveryId);
                if (delivery?.channel !== 'in-app') throw new HttpError(404, 'Message not found');
                const own =
                    delivery.recipientType === 'staff' &&
                    String(delivery.recipientId) === request.staff?.id;
                if (!own) throw new HttpError(403, notOwn);
                if (action === 'view') await inbox.recordView(request.params.deliveryId);
                else await inbox.recordClick(request.params.deliveryId);
                return reply.status(204).send();
            }
        );
    }
}
