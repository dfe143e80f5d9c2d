import { useQuery } from '@tanstack/react-query';
import { request } from './http';

// The only place that knows which extensions the server offers beyond the calls of spec §7 (GET
// /v1/i/extensions on our server). The provider's own API has no such call: a 404 or any failure means none,
// and the console is then the spec's (mockup screens with sample data, no calls for them).

const readExtensions = (body: unknown): string[] => {
    const answer = body as { extensions?: unknown; data?: { extensions?: unknown } } | null;
    const list = answer?.data?.extensions ?? answer?.extensions;
    return Array.isArray(list) ? list.filter(name => typeof name === 'string') : [];
};

const fetchExtensions = (): Promise<string[]> =>
    request('/v1/i/extensions').then(readExtensions, () => []);

/**
 * Whether the server offers extension `name`: undefined while it is being asked, true when nothing is needed
 * (no `name`). Asked once per session, when something first needs to know, so a console with only the
 * spec's screens makes no call at all (the answer never goes stale; react-admin clears the query cache on
 * logout, so the next session asks again).
 */
export const useExtension = (name: string | undefined): boolean | undefined => {
    const { data } = useQuery({
        queryKey: ['extensions'],
        queryFn: fetchExtensions,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        retry: false,
        enabled: name !== undefined,
    });
    if (name === undefined) return true;
    return data?.includes(name);
};
