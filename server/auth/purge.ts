import fp from 'fastify-plugin';

const purgeEveryMs = 60 * 60_000;

/**
 * Deletes expired refresh tokens (and the families left without any) and ended login attempt windows: once
 * when the app is ready, then hourly. The timer is unref'd so that it never keeps a process alive; with several
 * instances each purges, which is harmless (the deletes are idempotent). The job queue moves this to pg-boss.
 */
export default fp(
    async app => {
        const purge = () =>
            app.authRepository.purgeExpired().catch(error => {
                app.log.warn({ err: error }, 'Purging expired sessions failed');
            });
        let timer: NodeJS.Timeout | undefined;
        app.addHook('onReady', async () => {
            await purge();
            timer = setInterval(purge, purgeEveryMs).unref();
        });
        app.addHook('onClose', async () => clearInterval(timer));
    },
    { name: 'auth-purge', dependencies: ['auth-repository'] }
);
