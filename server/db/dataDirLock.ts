import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** True while a process with that id exists (EPERM: it exists but belongs to someone else). */
function isRunning(pid: number): boolean {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
}

/** The holder's command line where the system shows it (Linux), for the message. */
function commandOf(pid: number): string {
    try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        return command ? ` (${command})` : '';
    } catch {
        return '';
    }
}

/**
 * The embedded database takes no lock of its own: two processes opening one DATA_DIR both run, hand out the same
 * ids and overwrite each other's files. DATA_DIR/db.lock holds the owner's process id; a lock whose process is
 * gone (killed, crashed) is taken over. Answers the function that frees the lock.
 */
export function lockDataDir(dataDir: string): () => void {
    const file = path.join(dataDir, 'db.lock');
    const mine = `${process.pid}\n`;
    for (let attempt = 0; attempt < 3; attempt++) {
        try {
            writeFileSync(file, mine, { flag: 'wx' });
            return () => {
                if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
            };
        } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
        if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
            throw new Error(
                `DATA_DIR ${dataDir} is in use by process ${holder}${commandOf(holder)}. ` +
                    'Stop that process first, or give this one another DATA_DIR (or a DATABASE_URL).'
            );
        }
        rmSync(file, { force: true });
    }
    throw new Error(`Could not lock DATA_DIR ${dataDir} (${file} keeps reappearing)`);
}
