import { registerHooks } from 'node:module';

// @hey-api/openapi-ts 0.99 prints its output with the TypeScript 5/6 compiler API, which TypeScript 7 (the
// project's compiler) no longer has; its imports of 'typescript' are answered with TypeScript 6 instead.
registerHooks({
    resolve: (specifier, context, nextResolve) =>
        nextResolve(specifier === 'typescript' ? 'typescript6' : specifier, context),
});

export const heyApiFolder = new URL('./heyApi/', import.meta.url);

/** Writes the hey-api SDK (types, one function an operation, its fetch client) of `document` into heyApi/. */
export async function writeHeyApiClient(document: object, folder = heyApiFolder) {
    const { createClient } = await import('@hey-api/openapi-ts');
    await createClient({
        input: document,
        output: { path: folder.pathname, importFileExtension: '.ts', tsConfigPath: null },
        plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
        logs: { level: 'silent' },
    });
}
