import { spec7Credentials, startSpec7Server } from '../../e2e/spec7Server.ts';

// `node tests/contract/spec7Provider.ts [port]`: a provider that serves spec §7 only (e2e/spec7Server.ts, the
// API alone), to try the contract suite's provider mode on (README.md). Stops on Ctrl-C.

const { baseURL, stop } = await startSpec7Server({
    port: Number(process.argv[2] ?? 0),
    console: false,
});
console.log(`A spec §7 provider at ${baseURL}`);
console.log(
    `CONTRACT_USERNAME=${spec7Credentials.username} CONTRACT_PASSWORD=${spec7Credentials.password}`
);
process.once('SIGINT', () => void stop().then(() => process.exit(0)));
process.once('SIGTERM', () => void stop().then(() => process.exit(0)));
