import type { FastifyInstance } from 'fastify';

type Document = { paths: Record<string, Record<string, unknown>> };

/** The list whose first entry gives the id of a path's `{id}` (the edit screen's /customer reads a customer). */
const listOf: Record<string, string> = {
    vouchers: '/v1/i/vouchers',
    advertisement: '/v1/i/advertisement',
    customers: '/v1/i/customers',
    customer: '/v1/i/customers',
    'staff-users': '/v1/i/staff-users',
    notifications: '/v1/i/notifications',
};

function firstId(answer: unknown): string {
    const found = JSON.stringify(answer).match(/"id":"?(\d+)"?/);
    if (!found) throw new Error('The demo list has no entry');
    return found[1] as string;
}

/**
 * The answer of every JSON GET operation of the document, read from an app holding the demo data, keyed
 * `GET /path/{param}`: the examples of the document and what the OpenAPI test validates against it.
 */
export async function readDemoAnswers(app: FastifyInstance, authorization: string) {
    const document = (await app.inject({ url: '/v1/i/openapi.json' })).json() as Document;
    const get = async (url: string) => {
        const reply = await app.inject({ url, headers: { authorization } });
        if (reply.statusCode !== 200) throw new Error(`GET ${url} answered ${reply.statusCode}`);
        return reply.json() as unknown;
    };
    const answers: Record<string, unknown> = {};
    for (const path of Object.keys(document.paths).sort()) {
        if (!document.paths[path]?.get || !path.startsWith('/v1/i/')) continue;
        // A CSV export answers a file, not JSON (tests/server/exports/exports.test.ts reads those).
        if (path.endsWith('.csv')) continue;
        let url = path;
        if (path.includes('{id}')) {
            const list = listOf[path.split('/')[3] as string];
            if (!list) throw new Error(`No demo id for ${path}`);
            url = path.replace('{id}', firstId(await get(list)));
        }
        answers[`GET ${path}`] = await get(url);
    }
    return answers;
}
