import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { node } from '../serverProcess.ts';

const watchdog = path.resolve(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'server',
    'lib',
    'watchdog.ts'
);

describe('the main thread watchdog', () => {
    it('kills a process whose main thread is stuck, with a log line, and spares one that is not', {
        timeout: 30_000,
    }, async () => {
        // A main thread busy for good, as one inside a statement of the embedded database that never returns;
        // before that, one second of a healthy event loop that must not be killed.
        const script = `import { watchMainThread } from ${JSON.stringify(watchdog)};
            watchMainThread(1000);
            setTimeout(() => { console.log('spinning'); for (;;) {} }, 1500);`;
        const child = spawn(node, ['--input-type=module', '-e', script], {
            stdio: ['ignore', 'pipe', 'inherit'],
        });
        let output = '';
        child.stdout.on('data', chunk => {
            output += chunk.toString();
        });
        const started = Date.now();
        const [code, signal] = await once(child, 'exit');
        expect(output).toMatch(/^spinning\n/);
        expect(signal).toBe('SIGKILL');
        expect(code).toBeNull();
        expect(Date.now() - started).toBeLessThan(10_000);
        const line = JSON.parse(output.split('\n')[1] ?? '{}');
        expect(line).toMatchObject({ level: 60 });
        expect(line.msg).toMatch(/the main thread has not answered for \d+ s; killing the process/);
    });
});
