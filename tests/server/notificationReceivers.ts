import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Stand-ins for the outside world of the notification tests: an SMTP sink (the `smtp-server` package) and an
// HTTP receiver in the role of the merchant's SMS and push gateways, which checks each request's signature.

export interface ReceivedMail {
    at: number;
    to: string[];
    raw: string;
}

export async function startSmtpSink() {
    const mails: ReceivedMail[] = [];
    const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        // By default the sink asks DNS for the client's name (a PTR query that /etc/hosts does not answer); on
        // a machine whose resolver is slow or unreachable that held each mail for seconds.
        disableReverseLookup: true,
        logger: false,
        onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on('data', chunk => chunks.push(chunk));
            stream.on('end', () => {
                mails.push({
                    at: Date.now(),
                    to: session.envelope.rcptTo.map(address => address.address),
                    raw: Buffer.concat(chunks).toString('utf8'),
                });
                callback();
            });
        },
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return {
        url: `smtp://127.0.0.1:${port}`,
        mails,
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
}

export interface ReceivedCall {
    at: number;
    path: string;
    body: Record<string, string | null>;
    signed: boolean;
}

/** Answers 503 to requests whose body `fails` says so, 204 to the others; records each one. */
export async function startGateway(
    secret: string,
    fails: (body: Record<string, unknown>) => boolean
) {
    const calls: ReceivedCall[] = [];
    const server: Server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', chunk => chunks.push(chunk));
        request.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const timestamp = String(request.headers['x-loyalty-timestamp']);
            const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
            const given = String(request.headers['x-loyalty-signature']);
            const signed =
                given.length === expected.length &&
                timingSafeEqual(Buffer.from(given), Buffer.from(expected));
            const body = JSON.parse(raw);
            calls.push({ at: Date.now(), path: request.url ?? '', body, signed });
            response.statusCode = !signed ? 401 : fails(body) ? 503 : 204;
            response.end();
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: (path: string) => `http://127.0.0.1:${port}${path}`,
        calls,
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
}

export const until = async <T>(
    probe: () => Promise<T | undefined | false>,
    timeoutMs = 20_000,
    /** What was seen last, for the failure message. */
    seen: () => unknown = () => undefined
) => {
    const started = Date.now();
    for (;;) {
        const value = await probe();
        if (value) return value;
        if (Date.now() - started > timeoutMs)
            throw new Error(`Timed out waiting; last seen: ${JSON.stringify(seen())}`);
        await new Promise(resolve => setTimeout(resolve, 100));
    }
};
