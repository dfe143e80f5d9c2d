import { Kysely, PostgresDialect, CamelCasePlugin } from 'kysely';
import pg from 'pg';
import { CustomerSearchIndex } from '../server/customers/searchIndex/customerSearchIndex.ts';
import { searchKey } from '../server/customers/repository/searchKey.ts';
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }) }), plugins: [new CamelCasePlugin()] });
const before = process.memoryUsage();
const index = new CustomerSearchIndex(db, f => console.log('built', f));
const t = performance.now();
await index.build();
global.gc?.();
const after = process.memoryUsage();
const mb = (n: number) => Math.round(n / 1048576);
console.log('ms', Math.round(performance.now() - t), 'rss', mb(after.rss - before.rss), 'heap', mb(after.heapUsed - before.heapUsed), 'external+ab', mb(after.external - before.external + after.arrayBuffers - before.arrayBuffers));
const frags = (await db.selectFrom('customers').select(['name','email']).orderBy(db.fn('random' as any)).limit(1000).execute()).flatMap((r: any) => [r.name, r.email]).map((t: string) => { t = t.toLowerCase(); const L = [3,4,5,8][Math.floor(Math.random()*4)]; const s = Math.floor(Math.random()*Math.max(1,t.length-L+1)); return t.slice(s, s+L); }).filter((f: string) => f.length >= 3 && f.trim() === f);
const times: number[] = [];
for (const f of frags) { const s = performance.now(); index.search({ key: searchKey(f), status: 'active', descending: true, needed: 101 }); times.push(performance.now() - s); }
times.sort((a, b) => a - b);
const p = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(3);
console.log('searches', times.length, 'mean', (times.reduce((a, b) => a + b, 0) / times.length).toFixed(3), 'p50', p(0.5), 'p99', p(0.99), 'max', p(1));
const worst = frags.map((f: string, i: number) => [f, 0] as [string, number]);
for (const w of worst) { const s = performance.now(); index.search({ key: searchKey(w[0]), status: 'active', descending: true, needed: 101 }); w[1] = performance.now() - s; }
console.log(worst.sort((a, b) => b[1] - a[1]).slice(0, 8).map(([f, t]) => `${JSON.stringify(f)} ${t.toFixed(2)}`).join(', '));

for (let i = 0; i < 3; i++) { const s = performance.now(); global.gc?.(); console.log('full gc ms', (performance.now() - s).toFixed(1)); }
console.log((index as any).rows.trigrams.bytes / 1048576, 'MB postings');
await db.destroy();
