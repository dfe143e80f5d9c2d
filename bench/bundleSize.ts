import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Gzip sizes of a Vite build, from its manifest: the entry chunk with the chunks it imports statically
// (what loads before any route), and every JS file of the build.

interface ManifestChunk {
    file: string;
    isEntry?: boolean;
    imports?: string[];
}

const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

/** Gzip size of the given built files (paths as served, e.g. /assets/x.js). */
export const gzippedFiles = (outDir: string, files: string[]) =>
    [...new Set(files)].reduce((sum, file) => sum + gzipped(path.join(outDir, file)), 0);

export const bundleSizes = (outDir: string) => {
    const manifest: Record<string, ManifestChunk> = JSON.parse(
        readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')
    );
    const entryKey = Object.keys(manifest).find(key => manifest[key].isEntry);
    if (!entryKey) throw new Error(`No entry in ${outDir}'s manifest`);
    const initial = new Set<string>();
    const visit = (key: string) => {
        const chunk = manifest[key];
        if (initial.has(chunk.file)) return;
        initial.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entryKey);
    const assets = path.join(outDir, 'assets');
    const allJs = readdirSync(assets).filter(file => file.endsWith('.js'));
    return {
        entry: gzippedFiles(outDir, [...initial]),
        entryFiles: initial.size,
        all: gzippedFiles(assets, allJs),
        allFiles: allJs.length,
    };
};
