import { z } from 'zod';
import {
    deliveryListAnswerSchema,
    deliveryStatuses,
    notificationAnswerSchema,
    notificationChannels,
    notificationCreateSchema,
    notificationListAnswerSchema,
    notificationPatchSchema,
    notificationScheduleSchema,
    notificationStatuses,
} from '../../contract/index.ts';
import { maskDeliveries, seesPersonalData } from '../customers/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { listQuery, wholeNumber } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';
import { actorOf } from '../plugins/permissions.ts';
import { checkTimes, dateOf } from './rules.ts';
import { valuesOf } from './values.ts';

const idParam = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a numeric id') });
const notFound = () => new HttpError(404, 'Notification not found');

/** page, perPage and q of the paging extension; `status` one of the list's tabs. */
export const notificationListQuery = listQuery(['id'], notificationStatuses).transform(paging => ({
    page: paging.page,
    perPage: paging.perPage,
    status: paging.status,
    search: paging.search,
}));

const deliveryQuery = z
    .strictObject({
        page: wholeNumber(999_999).optional(),
        perPage: wholeNumber(200).optional(),
        channel: z.enum(notificationChannels).optional(),
        status: z.enum(deliveryStatuses).optional(),
    })
    .optional();

export default async function notificationRoutes(
    app: App,
    options: { deeplinkHosts: readonly string[] }
) {
    const notifications = app.notificationsRepository;
    const write = { access: 'notifications:write' } as const;
    /** A create or a send: a retry with its Idempotency-Key gets the first answer (plugins/idempotency.ts). */
    const keyedWrite = { ...write, idempotent: true } as const;
    const answer = { 200: notificationAnswerSchema };
    const found = <T>(value: T | undefined) => {
        if (!value) throw notFound();
        return value;
    };

    app.get(
        '/notifications',
        {
            config: { access: 'read' },
            schema: {
                querystring: notificationListQuery,
                response: { 200: notificationListAnswerSchema },
            },
        },
        async request => notifications.list(request.query)
    );

    app.get(
        '/notifications/:id',
        { config: { access: 'read' }, schema: { params: idParam, response: answer } },
        async request => ({ notification: found(await notifications.find(request.params.id)) })
    );

    app.post(
        '/notifications',
        {
            config: keyedWrite,
            schema: { body: notificationCreateSchema, response: { 201: notificationAnswerSchema } },
        },
        async (request, reply) => {
            const values = await valuesOf(app.db, request.body, null, options.deeplinkHosts);
            const notification = await notifications.create(values, actorOf(request));
            return reply.status(201).send({ notification });
        }
    );

    app.patch(
        '/notifications/:id',
        {
            config: write,
            schema: { params: idParam, body: notificationPatchSchema, response: answer },
        },
        async request => {
            const current = found(await notifications.find(request.params.id));
            const values = await valuesOf(app.db, request.body, current, options.deeplinkHosts);
            const notification = await notifications.update(
                request.params.id,
                () => values,
                actorOf(request)
            );
            return { notification: found(notification) };
        }
    );

    app.delete(
        '/notifications/:id',
        { config: write, schema: { params: idParam } },
        async (request, reply) => {
            found(await notifications.remove(request.params.id, actorOf(request)));
            return reply.status(204).send();
        }
    );

    app.post(
        '/notifications/:id/send',
        { config: keyedWrite, schema: { params: idParam, response: answer } },
        async request => {
            const notification = found(
                await notifications.send(request.params.id, actorOf(request))
            );
            app.notificationJobs.wake('notification-fanout');
            return { notification };
        }
    );

    app.post(
        '/notifications/:id/schedule',
        {
            config: keyedWrite,
            schema: { params: idParam, body: notificationScheduleSchema, response: answer },
        },
        async request => {
            const scheduledAt = dateOf('scheduledAt', request.body.scheduledAt);
            checkTimes(scheduledAt, null);
            const notification = await notifications.schedule(
                request.params.id,
                scheduledAt,
                actorOf(request)
            );
            return { notification: found(notification) };
        }
    );

    app.post(
        '/notifications/:id/unschedule',
        { config: write, schema: { params: idParam, response: answer } },
        async request => ({
            notification: found(
                await notifications.unschedule(request.params.id, actorOf(request))
            ),
        })
    );

    app.get(
        '/notifications/:id/deliveries',
        {
            config: { access: 'read' },
            schema: {
                params: idParam,
                querystring: deliveryQuery,
                response: { 200: deliveryListAnswerSchema },
            },
        },
        async request => {
            found(await notifications.find(request.params.id));
            const { page = 1, perPage = 25, channel, status } = request.query ?? {};
            const answer = await app.notificationInbox.deliveries(
                request.params.id,
                { page, perPage },
                { channel, status }
            );
            return seesPersonalData(request) ? answer : maskDeliveries(answer);
        }
    );
}
