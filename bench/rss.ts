import { readFileSync } from 'node:fs';

/** A process's resident memory in bytes, as Linux reports it (VmRSS in /proc/<pid>/status). */
export function rssOf(pid: number): number {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
    if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
    return Number(kilobytes) * 1024;
}

/** Reads the process's RSS every `everyMs` until stopped; `stop()` answers the highest seen. */
export function sampleRss(pid: number, everyMs = 100) {
    let peak = rssOf(pid);
    let samples = 1;
    const timer = setInterval(() => {
        peak = Math.max(peak, rssOf(pid));
        samples++;
    }, everyMs);
    return {
        stop: () => {
            clearInterval(timer);
            peak = Math.max(peak, rssOf(pid));
            return { peak, samples: samples + 1 };
        },
    };
}
