import { writeFile } from 'node:fs/promises';
import { createTestApp } from '../../tests/server/helpers.ts';
import { readDemoAnswers } from './demoAnswers.ts';
import { typesFile, typesOf } from './types.ts';

/** A list example keeps two entries: enough to show the shape without the whole demo data set. */
function shortened(value: unknown): unknown {
    if (Array.isArray(value)) return value.slice(0, 2).map(shortened);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
}

// The app is built here, on its own PGlite database with the demo data: nothing is fetched from a network.
const test = await createTestApp('pglite', { config: { seedDemo: true } });
try {
    const answers = await readDemoAnswers(test.app, test.auth.authorization);
    // The document is not its own example.
    delete answers['GET /v1/i/openapi.json'];
    const examples = Object.fromEntries(
        Object.entries(answers).map(([key, answer]) => [key, shortened(answer)])
    );
    await writeFile(
        new URL('../openapi/examples.json', import.meta.url),
        `${JSON.stringify(examples, null, 2)}\n`
    );
    const document = (await test.app.inject({ url: '/v1/i/openapi.json' })).json();
    await writeFile(typesFile, await typesOf(document));
} finally {
    await test.close();
}
