import { pathToFileURL } from 'node:url';
import { createTestApp } from '../server/helpers.ts';
import { heyApiFolder, writeHeyApiClient } from './heyApi.ts';

// `npm run generate:clients` writes the hey-api SDK of the document into tests/clients/heyApi/; with a folder
// as its argument, there instead (the test that the committed SDK is current). The openapi-typescript types the
// openapi-fetch script reads are contract/client/schema.d.ts (`npm run generate:client`).

const folder = process.argv[2] ? pathToFileURL(`${process.argv[2]}/`) : heyApiFolder;
// The app is built here, on its own PGlite database: nothing is fetched from a network.
const test = await createTestApp('pglite');
try {
    const document = (await test.app.inject({ url: '/v1/i/openapi.json' })).json();
    await writeHeyApiClient(document, folder);
} finally {
    await test.close();
}
