import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './main.ts';

// The API on PORT (8080 by default) and Vite's dev server on 5173, which proxies /v1 and /uploads to it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = await startServer();
const vite = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
        ...process.env,
        API_PROXY_TARGET:
            process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`,
    },
});
vite.on('exit', code => {
    app.close().then(() => process.exit(code ?? 0));
});
