import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

/** Sends raw bytes on one socket and collects what comes back. */
function rawClient(port: number) {
    const socket = net.connect(port, '127.0.0.1');
    // A server that cuts a connection off may reset it while we still write: the tests look at whether it
    // closed, and an unheard 'error' would crash the test run instead.
    socket.on('error', () => {});
    let received = '';
    socket.on('data', chunk => {
        received += chunk.toString('latin1');
    });
    return {
        socket,
        write: (data: string | Buffer) =>
            new Promise<void>(resolve => socket.write(data, () => resolve())),
        /** Waits until `count` HTTP answers have arrived (or the time runs out). */
        async answers(count: number, timeoutMs: number) {
            const deadline = Date.now() + timeoutMs;
            while (Date.now() < deadline) {
                const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map(m => m[1]);
                if (statuses.length >= count) return statuses;
                await new Promise(resolve => setTimeout(resolve, 20));
            }
            return [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map(m => m[1]);
        },
        closed: () => socket.destroyed || socket.readableEnded,
    };
}

describe('connections', () => {
    let test: TestApp;
    let port: number;
    beforeAll(async () => {
        test = await createTestApp('pglite');
        await test.app.listen({ port: 0, host: '127.0.0.1' });
        port = (test.app.server.address() as net.AddressInfo).port;
    });
    afterAll(() => test?.close());

    it('answers the next request on a keep-alive connection after a form rejected mid-upload', async () => {
        const client = rawClient(port);
        await once(client.socket, 'connect');
        const boundary = 'b0undary';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="unknown"\r\n\r\nx\r\n`;
        const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
        const tail = Buffer.concat([
            Buffer.alloc(2 * 1024 * 1024, 7),
            Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const length = Buffer.byteLength(head) + Buffer.byteLength(file) + tail.length;
        await client.write(
            `POST /v1/i/vouchers HTTP/1.1\r\nHost: x\r\nAuthorization: ${test.auth.authorization}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}${file}`
        );
        // Refused at the unknown field, with 2 MB of the file still to come.
        expect(await client.answers(1, 5000)).toEqual(['400']);
        await client.write(tail);
        await client.write('GET /v1/i/vouchers HTTP/1.1\r\nHost: x\r\n\r\n');
        const started = Date.now();
        expect(await client.answers(2, 5000)).toEqual(['400', '401']);
        expect(Date.now() - started).toBeLessThan(2000);
        client.socket.destroy();
    });

    describe('with short timeouts', () => {
        let slow: TestApp;
        let slowPort: number;
        beforeAll(async () => {
            slow = await createTestApp('pglite', {
                timeouts: { connection: 1000, request: 1500, headers: 500, checkInterval: 100 },
            });
            await slow.app.listen({ port: 0, host: '127.0.0.1' });
            slowPort = (slow.app.server.address() as net.AddressInfo).port;
        });
        afterAll(() => slow?.close());

        const closedWithin = async (client: ReturnType<typeof rawClient>, ms: number) => {
            const deadline = Date.now() + ms;
            while (!client.closed() && Date.now() < deadline) {
                await new Promise(resolve => setTimeout(resolve, 50));
            }
            return client.closed();
        };

        it('cuts off a client that never finishes its headers', async () => {
            const client = rawClient(slowPort);
            await once(client.socket, 'connect');
            await client.write('GET /v1/i/vouchers HTTP/1.1\r\nHost: x\r\n');
            expect(await closedWithin(client, 4000)).toBe(true);
        });

        it('cuts off a body that trickles in slower than the request timeout allows', async () => {
            const client = rawClient(slowPort);
            await once(client.socket, 'connect');
            await client.write(
                'POST /v1/i/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{'
            );
            // A byte every 300 ms keeps the connection from ever being idle for the connection timeout.
            const trickle = setInterval(() => client.socket.write(' '), 300);
            try {
                expect(await closedWithin(client, 5000)).toBe(true);
            } finally {
                clearInterval(trickle);
            }
        });
    });
});
