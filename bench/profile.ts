import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
    id: number;
    hitCount?: number;
    callFrame: { functionName: string; url: string };
    children?: number[];
}

interface Profile {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
}

// Where a function's own time goes, by where its code lives: the areas (serialisation, validation, query
// building, protocol, auth, our code) and the layers under them.
const areas: [RegExp, string][] = [
    [/node_modules\/(zod)\//, 'validation (zod)'],
    [/node_modules\/(kysely)\//, 'query building (kysely)'],
    [
        /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|pg-cursor)\//,
        'protocol (pg)',
    ],
    [/node_modules\/@electric-sql\/pglite\//, 'database (PGlite, in process)'],
    [
        /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify\/[a-z-]+|fast-[a-z-]+)\//,
        'Fastify',
    ],
    [/node_modules\/(jose)\//, 'auth (jose)'],
    [/\/server\/(auth|plugins\/auth|plugins\/permissions)/, 'auth (our code)'],
    [/\/server\//, 'our code'],
    [/^node:internal\/(crypto|webcrypto)/, 'auth (node:crypto)'],
    [
        /^node:(internal\/)?(net|stream|streams|http|_http|dns|tls|timers|process|async_hooks|events)/,
        'Node I/O and HTTP',
    ],
    [/^node:/, 'Node, other'],
    [/node_modules\/([^/]+)\//, 'other packages'],
];

/** A function's area; built-ins without a file by name (JSON.stringify is serialisation). */
function areaOf(frame: ProfileNode['callFrame']): string {
    if (!frame.url) {
        if (frame.functionName === 'stringify') return 'serialisation (JSON.stringify)';
        if (frame.functionName === 'parse') return 'JSON.parse';
        if (frame.functionName === '(garbage collector)') return 'garbage collection';
        if (frame.functionName === '(idle)') return 'idle';
        if (frame.functionName === '(program)') return 'V8 and native (program)';
        return 'V8 built-ins';
    }
    for (const [pattern, area] of areas) if (pattern.test(frame.url)) return area;
    return 'other';
}

/**
 * Self time per area of the .cpuprofile files in `directory`, in ms, busiest first, idle left out; a built-in's
 * time counts for its caller's area.
 */
export async function profileAreas(directory: string) {
    const totals = new Map<string, number>();
    const functions = new Map<string, number>();
    for (const name of await readdir(directory)) {
        if (!name.endsWith('.cpuprofile')) continue;
        const profile = JSON.parse(await readFile(path.join(directory, name), 'utf8')) as Profile;
        const byId = new Map(profile.nodes.map(node => [node.id, node]));
        const parentOf = new Map<number, ProfileNode>();
        for (const node of profile.nodes) {
            for (const child of node.children ?? []) parentOf.set(child, node);
        }
        profile.samples.forEach((id, index) => {
            let node = byId.get(id);
            if (!node) return;
            // A V8 built-in (a string or array method, a regexp) has no file: its time goes to the nearest
            // caller that has one, so that it counts in the area that asked for it.
            while (!node.callFrame.url && areaOf(node.callFrame) === 'V8 built-ins') {
                const parent = parentOf.get(node.id);
                if (!parent) break;
                node = parent;
            }
            const area = areaOf(node.callFrame);
            const ms = (profile.timeDeltas[index] ?? 0) / 1000;
            totals.set(area, (totals.get(area) ?? 0) + ms);
            const { functionName, url } = node.callFrame;
            const where = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|server)\//, '$1/')}`;
            functions.set(where, (functions.get(where) ?? 0) + ms);
        });
    }
    totals.delete('idle');
    const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0) || 1;
    const ranked = (map: Map<string, number>) =>
        [...map.entries()]
            .filter(([name]) => !name.startsWith('(idle)'))
            .map(([name, ms]) => ({ name, ms, share: ms / busy }))
            .sort((a, b) => b.ms - a.ms);
    return { areas: ranked(totals), functions: ranked(functions) };
}
