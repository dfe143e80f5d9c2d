import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyView } from '../../../src/lib/lazyView';

const View = () => <p>the list</p>;

const renderLazy = (Lazy: React.ComponentType) =>
    render(
        <Suspense fallback={<p>loading</p>}>
            <Lazy />
        </Suspense>
    );

describe('lazyView', () => {
    it('a view preloaded beforehand renders at once, without its fallback', async () => {
        const Lazy = lazyView(async () => ({ default: View }));
        await Lazy.preload();
        renderLazy(Lazy);
        expect(screen.getByText('the list')).toBeInTheDocument();
        expect(screen.queryByText('loading')).toBeNull();
    });

    it('without it the same view first shows the fallback', async () => {
        const Lazy = lazyView(async () => ({ default: View }));
        renderLazy(Lazy);
        expect(screen.getByText('loading')).toBeInTheDocument();
        expect(await screen.findByText('the list')).toBeInTheDocument();
    });

    it('loads its chunk once, however often it is preloaded or rendered', async () => {
        let loads = 0;
        const Lazy = lazyView(async () => {
            loads += 1;
            return { default: View };
        });
        await Promise.all([Lazy.preload(), Lazy.preload()]);
        renderLazy(Lazy);
        expect(loads).toBe(1);
    });
});
