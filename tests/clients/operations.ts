// Which operation of the OpenAPI document a request was: the test of the generated clients records each request
// their scripts send and checks that every operationId was called and answered a status it lists.

interface Operation {
    operationId: string;
    responses: Record<string, unknown>;
}
export interface OpenApiDocument {
    paths: Record<string, Record<string, Operation>>;
}

interface Route {
    method: string;
    pattern: RegExp;
    /** Literal segments count: `/customers/export.csv` is that route, not `/customers/{id}`. */
    literals: number;
    operation: Operation;
}

export function routesOf(document: OpenApiDocument): Route[] {
    return Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
            method: method.toUpperCase(),
            pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
            literals: path.split('/').filter(segment => !segment.startsWith('{')).length,
            operation,
        }))
    );
}

/** The operation a request names, by its method and path, the most literal path first. */
export function operationOf(routes: Route[], method: string, pathname: string) {
    return routes
        .filter(route => route.method === method && route.pattern.test(pathname))
        .sort((one, other) => other.literals - one.literals)[0]?.operation;
}

export interface Recorded {
    method: string;
    pathname: string;
    status: number;
}

/** A fetch that records each request's method, path and status before answering it. */
export function recordingFetch(recorded: Recorded[]): typeof fetch {
    return async (input, init) => {
        const request = new Request(input, init);
        const response = await fetch(request, { redirect: 'manual' });
        recorded.push({
            method: request.method,
            pathname: new URL(request.url).pathname,
            status: response.status,
        });
        return response;
    };
}
