import { readFileSync } from 'node:fs';

/** What tells one process from a later one given the same id: the boot it runs in and when it started. */
export interface ProcessIdentity {
    pid: number;
    /** The kernel's id of this boot (Linux); empty where the system does not show it. */
    boot: string;
    /** When the process started, in clock ticks since boot (Linux); empty where the system does not show it. */
    start: string;
}

const read = (file: string) => {
    try {
        return readFileSync(file, 'utf8');
    } catch {
        return '';
    }
};

export const currentBoot = () => read('/proc/sys/kernel/random/boot_id').trim();

/**
 * The fields of /proc/<pid>/stat after the command name, which is in parentheses and may itself hold spaces
 * and parentheses; empty when there is no such process or no /proc.
 */
function statOf(pid: number): string[] {
    const stat = read(`/proc/${pid}/stat`);
    const end = stat.lastIndexOf(') ');
    return end < 0 ? [] : stat.slice(end + 2).split(' ');
}

/** The process's start time; field 22 of stat, the 20th after the name. */
export const startOf = (pid: number) => statOf(pid)[19] ?? '';

/** A zombie has ended and released everything it held; only its exit status waits for its parent. */
export const isZombie = (pid: number) => statOf(pid)[0] === 'Z';

export const identityOf = (pid: number): ProcessIdentity => ({
    pid,
    boot: currentBoot(),
    start: startOf(pid),
});

/** True while a process with that id exists (EPERM: it exists but belongs to someone else). */
export function isRunning(pid: number): boolean {
    try {
        process.kill(pid, 0);
        return !isZombie(pid);
    } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
}

/** The holder's command line where the system shows it (Linux), for a message. */
export function commandOf(pid: number): string {
    const command = read(`/proc/${pid}/cmdline`).split('\0').join(' ').trim();
    return command ? ` (${command})` : '';
}
