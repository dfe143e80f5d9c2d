import { buildConsoleIfStale, dist } from './consoleBuild.ts';
import { startServer } from './main.ts';

if (!buildConsoleIfStale()) {
    console.error('The console build failed.');
    process.exit(1);
}

startServer(dist).catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
