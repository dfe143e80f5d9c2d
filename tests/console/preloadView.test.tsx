import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadView } from '../../src/preloadView';

const View = () => <p>the list</p>;

const renderLazy = (Lazy: React.ComponentType) =>
    render(
        <Suspense fallback={<p>loading</p>}>
            <Lazy />
        </Suspense>
    );

describe('preloadView', () => {
    it('a lazy view resolved beforehand renders at once, without its fallback', async () => {
        const Lazy = lazy(async () => ({ default: View }));
        await preloadView(Lazy);
        renderLazy(Lazy);
        expect(screen.getByText('the list')).toBeInTheDocument();
        expect(screen.queryByText('loading')).toBeNull();
    });

    it('without it the same view first shows the fallback', async () => {
        const Lazy = lazy(async () => ({ default: View }));
        renderLazy(Lazy);
        expect(screen.getByText('loading')).toBeInTheDocument();
        expect(await screen.findByText('the list')).toBeInTheDocument();
    });

    it('ignores anything that is not a lazy component, and failed loads', async () => {
        await expect(preloadView(undefined)).resolves.toBeUndefined();
        await expect(preloadView(View)).resolves.toBeUndefined();
        await expect(
            preloadView(lazy(() => Promise.reject(new Error('offline'))))
        ).resolves.toBeUndefined();
    });
});
