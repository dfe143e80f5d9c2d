import { z } from 'zod';
import { transactionSchema } from './customer.ts';

// Extension `points-ledger`: a customer's purchases, the same rows as the details' transactionHistory.

/** GET /v1/i/customers/{id}/transactions?page&perPage&from&to (newest first). */
export const transactionListSchema = z.strictObject({
    transactions: z.array(transactionSchema),
    total: z.number().int(),
});

export type TransactionList = z.infer<typeof transactionListSchema>;
