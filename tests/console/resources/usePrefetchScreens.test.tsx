import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyViews } from '../../../src/lib/lazyView';
import type { AppResource } from '../../../src/lib/resourceTypes';
import { usePrefetchScreens } from '../../../src/resources/usePrefetchScreens';

const View = () => null;

/** A resource whose screens count their loads; `failing` screens fail their first load. */
const resourceCounting = (failing: string[] = []) => {
    const loads: Record<string, number> = { list: 0, create: 0, edit: 0 };
    const loader = (name: string) => async () => {
        loads[name] += 1;
        if (failing.includes(name) && loads[name] === 1) throw new Error('offline');
        return { default: View };
    };
    const routes = {
        list: { path: '/things', view: loader('list') },
        create: { path: '/thing/create', view: loader('create') },
        edit: { path: '/thing/:id', view: loader('edit') },
    };
    const resource = { name: 'things', routes, views: lazyViews(routes) } as unknown as AppResource;
    return { resource, loads };
};

const Probe = ({ resources }: { resources: AppResource[] }) => {
    usePrefetchScreens(resources);
    return null;
};

const renderAt = (path: string, resources: AppResource[]) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <Probe resources={resources} />
        </MemoryRouter>
    );

describe('usePrefetchScreens', () => {
    it("on a list, loads the resource's other screens once the browser is idle", async () => {
        const { resource, loads } = resourceCounting();
        renderAt('/things', [resource]);
        expect(loads).toEqual({ list: 0, create: 0, edit: 0 });
        await waitFor(() => expect(loads).toEqual({ list: 0, create: 1, edit: 1 }));
    });

    it('loads nothing on a screen that is not a list', async () => {
        const { resource, loads } = resourceCounting();
        renderAt('/thing/3', [resource]);
        await new Promise(resolve => setTimeout(resolve, 400));
        expect(loads).toEqual({ list: 0, create: 0, edit: 0 });
    });

    it('forgets a failed load, so that opening the screen loads it again', async () => {
        const { resource, loads } = resourceCounting(['create']);
        renderAt('/things', [resource]);
        await waitFor(() => expect(loads.create).toBe(1));
        await resource.views.create.preload();
        expect(loads.create).toBe(2);
    });
});
