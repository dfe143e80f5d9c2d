import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The entry starts the session refresh before the app's chunks arrive (src/main.tsx). Any library it imports
// for its values lands in the entry's static imports, and vite.config.ts groups react-admin and MUI into one
// large chunk each: importing one of them here would make the refresh wait for that chunk.

const src = path.resolve(import.meta.dirname, '..', '..', '..', 'src');

const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map(ending => base + ending)
        .find(file => existsSync(file) && statSync(file).isFile());
    if (!found) throw new Error(`${specifier} from ${from} not found`);
    return found;
};

/**
 * The modules a file imports for their values or their side effects, statically (`import type` and `import()`
 * left out).
 */
const valueImports = (code: string) =>
    [
        ...code.matchAll(
            /^(?:(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+|import\s+)'([^']+)'/gms
        ),
    ].map(match => match[1] as string);

function staticGraph(entry: string) {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
            if (specifier.startsWith('.')) visit(resolve(file, specifier));
            else packages.add(`${path.relative(src, file)}: ${specifier}`);
        }
    };
    visit(entry);
    return { files: seen.size, packages: [...packages] };
}

describe("the entry's static imports", () => {
    it('import no library', () => {
        const graph = staticGraph(path.join(src, 'main.tsx'));
        expect(graph.packages).toEqual([]);
        expect(graph.files).toBeGreaterThan(3);
    });

    it('tell a value import from a type import', () => {
        expect(valueImports("import { HttpError } from 'react-admin';")).toEqual(['react-admin']);
        expect(valueImports("import type { Identifier } from 'react-admin';")).toEqual([]);
        expect(valueImports("import {\n    a,\n    b,\n} from './x';")).toEqual(['./x']);
        expect(valueImports("const view = () => import('./List');")).toEqual([]);
        expect(valueImports("import './polyfill';")).toEqual(['./polyfill']);
    });
});
