import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';

// The console's library chunks (`ra`, `ui` in vite.config.ts) hold the modules of react-admin and MUI that a
// first screen needs, not every one some screen uses: the forms' inputs, the file drop zone, tabs and the
// like are left to the chunks of the screens that use them. Which modules a first screen needs is what the
// bundler itself finds after tree-shaking: react-admin's and MUI's barrels import every module, so the
// import graph alone says "all of them". So before the build chunks anything, this plugin builds the console
// once more in memory with the bundler's own splitting (no groups, nothing written, not minified: about 4 s)
// and keeps the modules of the chunks that the entry, the app it loads and each list screen load at once.

/** A resource's `list` route and the module its view imports (src/resources/<name>/index.ts). */
const listView = /\blist:\s*\{[^{}]*?\bview:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/;
/** The app's shell, which the entry loads beside the list. */
const appModule = /[\\/]src[\\/]mount\.tsx$/;
const routesFile = /[\\/]src[\\/]resources[\\/][^\\/]+[\\/]index\.ts$/;

/** The ids of the modules a first screen loads: those of the console at `root`, built in memory. */
export async function firstScreenModuleIds(root: string): Promise<Set<string>> {
    const modules = new Set<string>();
    const lists = new Set<string>();
    let routesFiles = 0;
    const collect: Plugin = {
        name: 'first-screen-collect',
        async transform(code, id) {
            if (!routesFile.test(id)) return;
            routesFiles++;
            const specifier = code.match(listView)?.[1];
            // A declaration without a list, or one this pattern no longer reads, fails the build here
            // rather than leaving that list's modules out of the library chunks unnoticed.
            const resolved = specifier && (await this.resolve(specifier, id));
            if (!resolved) throw new Error(`first-screen: no list view found in ${id}`);
            lists.add(resolved.id);
        },
        generateBundle(_options, bundle) {
            const chunks = Object.values(bundle).filter(
                (item): item is Rollup.OutputChunk => item.type === 'chunk'
            );
            const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
            // The entry, the app it loads (src/main.tsx imports src/mount.tsx) and the list it opens on.
            const pending = chunks
                .filter(
                    ({ isEntry, facadeModuleId: id }) =>
                        isEntry || (id !== null && (lists.has(id) || appModule.test(id)))
                )
                .map(chunk => chunk.fileName);
            const loaded = new Set<string>();
            for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
                if (loaded.has(file)) continue;
                loaded.add(file);
                pending.push(...(byFile.get(file)?.imports ?? []));
            }
            for (const file of loaded)
                for (const id of byFile.get(file)?.moduleIds ?? []) modules.add(id);
        },
    };
    await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [react(), collect],
        build: { write: false, minify: false, sourcemap: false, reportCompressedSize: false },
    });
    if (routesFiles === 0 || lists.size !== routesFiles || modules.size === 0) {
        throw new Error(`first-screen: ${lists.size} list views of ${routesFiles} routes files`);
    }
    return modules;
}

/** Finds the first screens' modules before a build (only a build); `has` answers for its chunk groups. */
export function firstScreenModules() {
    let modules = new Set<string>();
    const plugin: Plugin = {
        name: 'first-screen-modules',
        apply: 'build',
        async configResolved(config) {
            modules = await firstScreenModuleIds(config.root);
        },
    };
    return { plugin, has: (id: string) => modules.has(id) };
}
