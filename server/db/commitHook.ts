import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, Dialect, Driver, QueryResult } from 'kysely';

// Work that a request asks to be part of every transaction it commits: run on the transaction's own
// connection just before its COMMIT, so that it commits with the transaction's writes or not at all (a
// throw rolls the transaction back). The Idempotency-Key plugin marks its claim this way. The scope is
// the request's asynchronous context; a transaction outside any scope commits as before.

/** Runs a compiled query on the committing transaction's connection. */
export type RunInTransaction = (query: CompiledQuery) => Promise<QueryResult<unknown>>;

export interface CommitScope {
    beforeCommit: ((run: RunInTransaction) => Promise<void>) | null;
}

const scopes = new AsyncLocalStorage<CommitScope>();

/**
 * A scope for the rest of the current asynchronous context (a request's remaining hooks and handler, when
 * entered from a hook before its first await). Set `beforeCommit` on it then, and clear it when done.
 */
export const enterCommitScope = (): CommitScope => {
    const scope: CommitScope = { beforeCommit: null };
    scopes.enterWith(scope);
    return scope;
};

function hooked(driver: Driver): Driver {
    return {
        init: () => driver.init(),
        acquireConnection: () => driver.acquireConnection(),
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: async connection => {
            const beforeCommit = scopes.getStore()?.beforeCommit;
            if (beforeCommit) await beforeCommit(query => connection.executeQuery(query));
            await driver.commitTransaction(connection);
        },
        rollbackTransaction: connection => driver.rollbackTransaction(connection),
        savepoint: driver.savepoint?.bind(driver),
        rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
        releaseSavepoint: driver.releaseSavepoint?.bind(driver),
        releaseConnection: connection => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
    };
}

/** The dialect with its transactions' commits open to the current scope's `beforeCommit`. */
export function withCommitHook(dialect: Dialect): Dialect {
    return {
        createAdapter: () => dialect.createAdapter(),
        createDriver: () => hooked(dialect.createDriver()),
        createIntrospector: db => dialect.createIntrospector(db),
        createQueryCompiler: () => dialect.createQueryCompiler(),
    };
}
