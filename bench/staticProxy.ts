import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// Serves one build (index.html for unknown paths) and forwards /v1 and /uploads to the API, so that each
// page and the API share an origin as under `npm start`. Both pages of the benchmark go through it alike.

const TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
};

export const serveBuild = async (directory: string, apiPort: number) => {
    const server = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (/^\/(v1|uploads)(\/|$)/.test(url.pathname)) {
            const upstream = forward(
                {
                    host: '127.0.0.1',
                    port: apiPort,
                    path: request.url,
                    method: request.method,
                    headers: request.headers,
                },
                answer => {
                    response.writeHead(answer.statusCode ?? 502, answer.headers);
                    answer.pipe(response);
                }
            );
            upstream.on('error', () => response.destroy());
            request.pipe(upstream);
            return;
        }
        const candidate = path.join(
            directory,
            path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, '')
        );
        const file =
            existsSync(candidate) && statSync(candidate).isFile()
                ? candidate
                : path.join(directory, 'index.html');
        response.writeHead(200, {
            'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        });
        createReadStream(file).pipe(response);
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
};
