import { z } from 'zod';
import { allowedWebLink } from '../../contract/deeplink.ts';
import { HttpError } from '../lib/httpError.ts';
import type { App } from '../lib/zodProvider.ts';

// The links in a notification's email: an open pixel and a click redirect, each naming its delivery by a
// signed token. Public (a mail client sends no token); a view or click counts once per delivery.

/** The smallest transparent GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const params = z.strictObject({ token: z.string().max(80) });
const notFound = () => new HttpError(404, 'Not found');

export default async function trackingRoutes(
    app: App,
    options: { deeplinkHosts: readonly string[] }
) {
    const inbox = app.notificationInbox;
    const deliveryOf = async (token: string) => {
        const id = app.notificationTracking.deliveryOf(token);
        const delivery = id ? await inbox.find(id) : undefined;
        if (!id || !delivery) throw notFound();
        return { ...delivery, id };
    };

    app.get(
        '/:token/open',
        { config: { access: 'public' }, schema: { params } },
        async (request, reply) => {
            const delivery = await deliveryOf(request.params.token);
            await inbox.recordView(delivery.id);
            return reply
                .header('content-type', 'image/gif')
                .header('cache-control', 'no-store')
                .send(pixel);
        }
    );

    app.get(
        '/:token/click',
        { config: { access: 'public' }, schema: { params } },
        async (request, reply) => {
            const delivery = await deliveryOf(request.params.token);
            await inbox.recordClick(delivery.id);
            // Only the delivery's own deeplink is followed (nothing in the URL names a target), and only when it
            // passes the rule now: https:// to a host DEEPLINK_HOSTS lists. An app link (screen:param) means
            // nothing to a browser, and a row saved before the rule may hold anything: both get the page below.
            const target = delivery.deeplink
                ? allowedWebLink(delivery.deeplink, options.deeplinkHosts)
                : undefined;
            if (target) return reply.redirect(target.href, 302);
            return reply
                .header('content-type', 'text/html; charset=utf-8')
                .send(
                    '<!doctype html><title>Thank you</title><p>Open the app to see this message.</p>'
                );
        }
    );
}
