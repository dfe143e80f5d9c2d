import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';

// The console's folders and which import which, read from the source with the bundler's own parser (so a
// string that looks like an import is not one). A folder is a first-level folder under src/, each
// src/resources/<name> on its own, and "(root)" for the files directly in src/. Static imports (type-only
// ones included: a type names the module it comes from as much as a value does) and dynamic `import()`
// with a literal path make edges; each edge keeps the files that make it, so a cycle can be traced.
// `npx node tools/importGraph.ts` prints the edges and the cycles.

export type ImportKind = 'static' | 'dynamic';
export type FolderEdge = { from: string; to: string; files: string[]; kinds: Set<ImportKind> };

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(src: string): string[] {
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter(file => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map(file => file.split(path.sep).join('/'));
}

/** The folder of a path relative to src/: its first folder, resources/<name>, or "(root)". */
export function folderOf(file: string): string {
    const parts = file.split('/').slice(0, -1);
    if (parts.length === 0) return '(root)';
    if (parts[0] === 'resources' && parts.length > 1) return `resources/${parts[1]}`;
    return parts[0];
}

function resolve(src: string, fromFile: string, specifier: string): string | undefined {
    const base = path.posix.join(path.posix.dirname(fromFile), specifier);
    for (const ending of extensions) {
        const candidate = base + ending;
        const full = path.join(src, candidate);
        if (existsSync(full) && statSync(full).isFile()) return candidate;
    }
    return undefined;
}

type Node = { type?: string; [key: string]: unknown };

/** Vite's `import.meta.glob('pattern', { eager })` calls in a program, as [pattern, kind]. */
function globsOf(program: unknown): [string, ImportKind][] {
    const found: [string, ImportKind][] = [];
    const visit = (node: unknown) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (node === null || typeof node !== 'object') return;
        const { type, callee, arguments: args } = node as Node;
        const calleeText = callee as { object?: Node; property?: Node } | undefined;
        if (
            type === 'CallExpression' &&
            calleeText?.object?.type === 'MetaProperty' &&
            calleeText.property?.name === 'glob' &&
            Array.isArray(args)
        ) {
            const [pattern, options] = args as Node[];
            const eager = JSON.stringify(options ?? {}).includes('"name":"eager"');
            if (pattern?.type === 'Literal' && typeof pattern.value === 'string')
                found.push([pattern.value, eager ? 'static' : 'dynamic']);
        }
        for (const value of Object.values(node)) visit(value);
    };
    visit(program);
    return found;
}

/** The files of `all` that a glob pattern relative to `fromFile` names. */
function expandGlob(all: string[], fromFile: string, pattern: string): string[] {
    const base = path.posix.join(path.posix.dirname(fromFile), pattern);
    const matcher = new RegExp(
        `^${base
            .split(/(\*\*\/|\*)/)
            .map(part =>
                part === '**/'
                    ? '(.*/)?'
                    : part === '*'
                      ? '[^/]*'
                      : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            )
            .join('')}$`
    );
    return all.filter(file => matcher.test(file));
}

/** The relative imports of one file, as [specifier, kind]; a glob's files as paths relative to src/. */
function importsOf(
    file: string,
    code: string
): { imports: [string, ImportKind][]; globs: [string, ImportKind][] } {
    const { module, program, errors } = parseSync(file, code);
    if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
    const found: [string, ImportKind][] = module.staticImports.map(item => [
        item.moduleRequest.value,
        'static',
    ]);
    for (const item of module.staticExports)
        for (const entry of item.entries)
            if (entry.moduleRequest) found.push([entry.moduleRequest.value, 'static']);
    for (const item of module.dynamicImports) {
        const literal = code.slice(item.moduleRequest.start, item.moduleRequest.end);
        const quoted = /^(['"`])([^'"`$]*)\1$/.exec(literal);
        if (quoted) found.push([quoted[2], 'dynamic']);
    }
    return {
        imports: found.filter(([specifier]) => specifier.startsWith('.')),
        globs: globsOf(program),
    };
}

/** Every edge between two different folders of `src`, sorted. */
export function folderEdges(src: string): FolderEdge[] {
    const edges = new Map<string, FolderEdge>();
    const all = sourceFiles(src);
    for (const file of all) {
        const { imports, globs } = importsOf(file, readFileSync(path.join(src, file), 'utf8'));
        const targets: [string | undefined, ImportKind][] = imports.map(([specifier, kind]) => [
            resolve(src, file, specifier),
            kind,
        ]);
        for (const [pattern, kind] of globs)
            for (const target of expandGlob(all, file, pattern)) targets.push([target, kind]);
        for (const [target, kind] of targets) {
            // Outside src/ (contract/) is below every folder here and cannot close a cycle.
            if (target === undefined || target.startsWith('../')) continue;
            const from = folderOf(file);
            const to = folderOf(target);
            if (from === to) continue;
            const key = `${from}\u0000${to}`;
            const edge = edges.get(key) ?? { from, to, files: [], kinds: new Set() };
            if (!edge.files.includes(file)) edge.files.push(file);
            edge.kinds.add(kind);
            edges.set(key, edge);
        }
    }
    return [...edges.values()].sort((a, b) =>
        `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`)
    );
}

/**
 * The cycles among the edges: for each edge that lies on one, the shortest cycle through it, each cycle
 * once, written `a -> b -> a`.
 */
export function folderCycles(edges: FolderEdge[]): string[] {
    const next = new Map<string, string[]>();
    for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
    const shortestPath = (start: string, goal: string): string[] | undefined => {
        const previous = new Map<string, string>([[start, start]]);
        const queue = [start];
        for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
            if (node === goal) {
                const route = [goal];
                while (route[0] !== start) route.unshift(previous.get(route[0]) as string);
                return route;
            }
            for (const to of next.get(node) ?? [])
                if (!previous.has(to)) {
                    previous.set(to, node);
                    queue.push(to);
                }
        }
        return undefined;
    };
    const cycles = new Set<string>();
    for (const { from, to } of edges) {
        const back = shortestPath(to, from);
        if (!back) continue;
        const found = [from, ...back.slice(0, -1)];
        // Written from its smallest folder, so that the same cycle found from another of its edges reads the same.
        const lowest = found.indexOf([...found].sort()[0]);
        const cycle = [...found.slice(lowest), ...found.slice(0, lowest)];
        cycles.add([...cycle, cycle[0]].join(' -> '));
    }
    return [...cycles].sort();
}

/** The edges and cycles of `src`, as printed by the command line. */
export function describeGraph(src: string): string {
    const edges = folderEdges(src);
    const lines = edges.map(
        ({ from, to, files, kinds }) =>
            `${from} -> ${to}  (${[...kinds].join(', ')}; ${files.length} file${files.length === 1 ? '' : 's'}: ${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`
    );
    const cycles = folderCycles(edges);
    lines.push('', cycles.length === 0 ? 'No cycle.' : `${cycles.length} cycles:`, ...cycles);
    return lines.join('\n');
}

if (import.meta.main) {
    console.log(describeGraph(path.resolve(import.meta.dirname, '..', 'src')));
}
