/** The server's limit on a ledger entry's reason (docs/api.md). */
export const MAX_REASON = 200;

export const validateReason = (reason: string) => {
    if (!reason.trim()) return 'app.customers.ledger.validation.reason';
    if (reason.trim().length > MAX_REASON) return 'app.customers.ledger.validation.reason_long';
    return undefined;
};

/**
 * A whole, non-zero number of points and a reason; a deduction below zero is refused here already, since
 * the server would answer 'Insufficient points' (it stays the judge: the balance may have moved meanwhile).
 */
export const validateAdjustment = (amount: string, reason: string, balance: number) => {
    const value = Number(amount);
    let amountError: string | undefined;
    if (amount.trim() === '' || !Number.isInteger(value) || value === 0)
        amountError = 'app.customers.ledger.validation.amount';
    else if (balance + value < 0) amountError = 'app.customers.ledger.validation.insufficient';
    return { amount: amountError, reason: validateReason(reason) };
};
