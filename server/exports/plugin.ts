import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { exportBaseName } from '../../contract/csv.ts';
import type { Database } from '../db/schema.ts';
import { actorOf } from '../plugins/permissions.ts';
import { type CsvColumn, csvChunks } from './csv.ts';
import { type ExportQuery, readInBatches } from './repository/rows.ts';

/** One list's export: its name (the file's and the audit entry's), the filters asked, columns and rows. */
export interface CsvExport<Tables extends keyof Database, Row> {
    list: string;
    filters: Record<string, unknown>;
    columns: readonly CsvColumn<Row>[];
    source: ExportQuery<Tables, Row>;
}

declare module 'fastify' {
    interface FastifyInstance {
        /** Records the export in the trail, then streams the CSV as the answer. */
        sendCsv<Tables extends keyof Database, Row>(
            request: FastifyRequest,
            reply: FastifyReply,
            csv: CsvExport<Tables, Row>
        ): Promise<FastifyReply>;
    }
}

export interface ExportOptions {
    /** PostgreSQL (a server-side cursor); PGlite reads in keyset batches instead. */
    cursor: boolean;
}

export default fp<ExportOptions>(
    async (app, options) => {
        app.decorate('sendCsv', async (request, reply, csv) => {
            // Recorded before the first byte: an export that starts is in the trail even if the download breaks.
            await app.auditRepository.recordExport(actorOf(request), csv.list, csv.filters);
            const batches = readInBatches(csv.source, options.cursor);
            return reply
                .type('text/csv; charset=utf-8')
                .header(
                    'content-disposition',
                    `attachment; filename="${exportBaseName(csv.list)}.csv"`
                )
                .send(Readable.from(csvChunks(csv.columns, batches)));
        });
    },
    { name: 'csv-exports', dependencies: ['audit-log-repository'] }
);
