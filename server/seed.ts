import { parseArgs } from 'node:util';
import { readConfig } from './config.ts';
import { closeDatabase, connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedCustomers } from './seed/customers.ts';

// npm run seed -- --customers N: adds N generated customers (each with 3 points entries and 2 purchases) to the
// configured database. On PGlite the server must be stopped first: only one process can open DATA_DIR/db.
const { values } = parseArgs({ options: { customers: { type: 'string', default: '1000' } } });
const total = Number(values.customers);
if (!Number.isInteger(total) || total < 1) {
    console.error('--customers must be a positive whole number');
    process.exit(1);
}

const config = readConfig();
const db = connectDatabase(config);
await migrateToLatest(db);
const started = Date.now();
await seedCustomers(db, total, done => {
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
        `\rAdded ${done.toLocaleString('en')} of ${total.toLocaleString('en')} customers (${seconds.toFixed(0)} s)`
    );
});
process.stdout.write('\n');
await closeDatabase(db);
