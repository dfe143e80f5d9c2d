import fp from 'fastify-plugin';
import { trimSearchChanges } from '../repository/searchIndexReads.ts';
import { CustomerSearchIndex } from './customerSearchIndex.ts';

declare module 'fastify' {
    interface FastifyInstance {
        /** The customers' searched text in memory, unless the config leaves it out (CUSTOMER_SEARCH_INDEX). */
        customerSearchIndex: CustomerSearchIndex | undefined;
    }
}

const hourMs = 60 * 60 * 1000;
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
        app.addHook('onReady', async () => {
            index.build().catch(error => {
                app.log.warn({ err: error }, 'customer search: building the index failed');
            });
            timer = setInterval(trim, hourMs).unref();
        });
        app.addHook('onClose', async () => {
            clearInterval(timer);
            await index.close();
        });
    },
    { name: 'customer-search-index', dependencies: ['db'] }
);
