import { Worker } from 'node:worker_threads';

/**
 * Runs in its own thread, so that it still runs when the main one is stuck: a statement of the embedded
 * database runs on the main thread, inside WebAssembly, where neither a timer nor a signal handler can stop it.
 * If the main thread has not beaten for `stallMs`, it writes one log line (pino's JSON, level fatal) and kills
 * the process, which a supervisor then restarts.
 */
const watcher = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new BigInt64Array(workerData.beat);
setInterval(() => {
    const silent = Date.now() - Number(Atomics.load(beat, 0));
    if (silent < workerData.stallMs) return;
    writeSync(1, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid,
        msg: 'the main thread has not answered for ' + Math.round(silent / 1000) + ' s; killing the process' }) + '\\n');
    process.kill(process.pid, 'SIGKILL');
}, Math.min(1000, workerData.stallMs / 4));
`;

/** Starts watching the main thread, for the life of the process. */
export function watchMainThread(stallMs: number): void {
    const beat = new SharedArrayBuffer(8);
    const now = new BigInt64Array(beat);
    const tick = () => Atomics.store(now, 0, BigInt(Date.now()));
    tick();
    setInterval(tick, Math.min(1000, stallMs / 4)).unref();
    // No execArgv: the thread is plain CommonJS, whatever flags the process was started with.
    new Worker(watcher, { eval: true, execArgv: [], workerData: { beat, stallMs } }).unref();
}
