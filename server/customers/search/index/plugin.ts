import fp from 'fastify-plugin';
import { trimSearchChanges } from '../repository/indexReads.ts';
import { CustomerSearchIndex } from './customerSearchIndex.ts';

declare module 'fastify' {
    interface FastifyInstance {
        /** The customers' searched text in memory, unless the config leaves it out (CUSTOMER_SEARCH_INDEX). */
        customerSearchIndex: CustomerSearchIndex | undefined;
    }
}

const hourMs = 60 * 60 * 1000;
const retryMs = 60 * 1000;
/** How long the changes are kept: an instance that searched nothing for longer reads every customer again. */
const keptMs = 24 * hourMs;

/**
 * The instance's index of the customers' searched text (docs/customers.md 'Search'): built in the background once
 * the app is ready, closed before the database. Each instance also deletes, every hour, the changes older than
 * a day (the deletes of several instances overlap harmlessly).
 */
export default fp(
    async (app, options: { enabled?: boolean }) => {
        const index =
            options.enabled === false
                ? undefined
                : new CustomerSearchIndex(app.db, figures =>
                      app.log.info(figures, 'customer search: index built')
                  );
        app.decorate('customerSearchIndex', index);
        if (!index) return;
        const trim = () =>
            trimSearchChanges(app.db, new Date(Date.now() - keptMs)).catch(error => {
                app.log.warn({ err: error }, 'customer search: trimming the changes failed');
            });
        let timer: NodeJS.Timeout | undefined;
        let retry: NodeJS.Timeout | undefined;
        let closing = false;
        // A build that fails (the database away as the server starts) is tried again a minute later; searches
        // take the SQL way meanwhile.
        const build = () => {
            index.build().catch(error => {
                if (closing) return;
                app.log.warn({ err: error }, 'customer search: building the index failed');
                retry = setTimeout(build, retryMs).unref();
            });
        };
        app.addHook('onReady', async () => {
            build();
            timer = setInterval(trim, hourMs).unref();
        });
        app.addHook('onClose', async () => {
            closing = true;
            clearInterval(timer);
            clearTimeout(retry);
            await index.close();
        });
    },
    { name: 'customer-search-index', dependencies: ['db'] }
);
