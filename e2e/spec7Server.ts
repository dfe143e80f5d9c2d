import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getResponse } from 'msw';
import { fakeProvider } from '../tests/contract/fakeProvider.ts';
import type { RunningServer } from './server';

// A provider that serves spec §7 only, over HTTP, with the built console on the same origin: the contract
// tests' strict fake provider (tests/contract/fakeProvider.ts, one reading of §7) answering real requests. Its
// records carry few of the optional fields, as §7 allows; anything that is not a call of §7 answers 404, and
// no answer names extensions. The end-to-end specs run the console against it as well as against our server.

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const CONTENT_TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.webmanifest': 'application/manifest+json',
};

/** The staff member the provider knows (tests/contract/fakeData.ts). */
export { fakeCredentials as spec7Credentials } from '../tests/contract/fakeData.ts';

const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
};

/** The built console's file at `pathname`, or index.html for a deep link, as server/plugins/consoleFiles.ts. */
const sendConsole = async (pathname: string, response: ServerResponse) => {
    const file = path.join(dist, path.normalize(pathname));
    const inside = file.startsWith(dist + path.sep) && !file.endsWith('.map');
    const found = inside && existsSync(file) && !file.endsWith(path.sep) ? file : null;
    const served = found && path.extname(found) ? found : path.join(dist, 'index.html');
    response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream',
    });
    response.end(await readFile(served));
};

/**
 * Starts the §7-only provider on 127.0.0.1:`port` (0: any free port; `baseURL` says which), building the
 * console first when dist/ is missing. With `console: false` it serves the API alone (every other path is a
 * 404) and builds nothing. Each start has fresh records. Sign in with spec7Credentials.
 */
export const startSpec7Server = async ({
    port,
    console: withConsole = true,
}: {
    port: number;
    console?: boolean;
}): Promise<RunningServer> => {
    if (withConsole && !existsSync(path.join(dist, 'index.html'))) {
        execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    }
    let baseURL = `http://127.0.0.1:${port}`;
    const { handlers } = fakeProvider({
        token: 'data.token',
        ids: 'number',
        writes: 'no-content',
        lists: 'whole',
    });
    const server = createServer(async (incoming, response) => {
        try {
            const url = new URL(incoming.url ?? '/', baseURL);
            if (withConsole && !/^\/(v1|uploads)(\/|$)/.test(url.pathname)) {
                if (incoming.method === 'GET' || incoming.method === 'HEAD') {
                    return await sendConsole(url.pathname, response);
                }
            }
            const body = ['GET', 'HEAD'].includes(incoming.method ?? 'GET')
                ? undefined
                : await readBody(incoming);
            const request = new Request(url, {
                method: incoming.method,
                headers: incoming.headers as Record<string, string>,
                body,
            });
            const answer = (await getResponse(handlers, request, { baseUrl: baseURL })) ?? null;
            if (!answer) {
                response.writeHead(404, { 'content-type': 'application/json' });
                return response.end(JSON.stringify({ message: 'Not found' }));
            }
            response.writeHead(answer.status, Object.fromEntries(answer.headers));
            response.end(Buffer.from(await answer.arrayBuffer()));
        } catch (error) {
            // A page that navigated away closes its requests; the answer then has nowhere to go.
            if (response.headersSent || response.destroyed) return;
            response.writeHead(500, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ message: String(error) }));
        }
    });
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const stop = () =>
        new Promise<void>(resolve => {
            server.closeAllConnections();
            server.close(() => resolve());
        });
    return { baseURL, stop };
};
