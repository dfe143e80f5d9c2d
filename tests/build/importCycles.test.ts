import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FolderEdge, folderCycles, folderEdges, folderOf } from '../../tools/importGraph.ts';

// The console's folders import one way only (docs/resources.md, "Layers"): a cycle between two folders means
// neither can be read, moved or tested without the other. tools/importGraph.ts reads the imports with the
// bundler's parser; `npx node tools/importGraph.ts` prints the edges and the files behind each.
const src = path.resolve(import.meta.dirname, '../../src');

const edge = (from: string, to: string): FolderEdge => ({
    from,
    to,
    files: [],
    kinds: new Set(['static']),
});

describe('imports between src/ folders', () => {
    it('form no cycle', () => {
        expect(folderCycles(folderEdges(src))).toEqual([]);
    });

    it('are found, each resource its own folder', () => {
        // Guards the reading itself: with no edge found, the test above would pass on anything.
        const edges = folderEdges(src);
        const has = (from: string, to: string) =>
            edges.some(item => item.from === from && item.to === to);
        expect(has('(root)', 'layout')).toBe(true);
        expect(has('resources/customers', 'components')).toBe(true);
        expect(has('resources', 'resources/vouchers')).toBe(true);
        expect(folderOf('App.tsx')).toBe('(root)');
        expect(folderOf('resources/index.ts')).toBe('resources');
        expect(folderOf('resources/customers/ledger/AdjustPointsDialog.tsx')).toBe(
            'resources/customers'
        );
    });

    it('names each cycle once', () => {
        const cycles = folderCycles([
            edge('a', 'b'),
            edge('b', 'a'),
            edge('b', 'c'),
            edge('c', 'a'),
            edge('a', 'd'),
        ]);
        expect(cycles).toEqual(['a -> b -> a', 'a -> b -> c -> a']);
    });
});
