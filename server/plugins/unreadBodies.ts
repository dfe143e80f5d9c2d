import fp from 'fastify-plugin';

/** Up to this many unread bytes are read and discarded so that the connection can serve the next request. */
const drainLimit = 8 * 1024 * 1024;

/**
 * A request refused before its body was read (a multipart form rejected at its first bad field, an image over
 * the limit) leaves the rest of the body in the socket, and the next request on that keep-alive connection
 * would wait behind it until the keep-alive timeout. A body of known, bounded length is read to its end and
 * discarded; any other (chunked, or larger) ends the connection with the answer.
 */
export default fp(
    async app => {
        app.addHook('onSend', async (request, reply) => {
            const raw = request.raw;
            if (raw.complete || raw.readableEnded) return;
            const length = Number(raw.headers['content-length']);
            if (Number.isFinite(length) && length <= drainLimit) {
                raw.unpipe();
                raw.removeAllListeners('data');
                raw.resume();
                return;
            }
            reply.header('connection', 'close');
        });
    },
    { name: 'unread-bodies' }
);
