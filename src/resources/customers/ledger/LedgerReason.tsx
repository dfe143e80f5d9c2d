import { useTranslate } from 'react-admin';
import type { LedgerEntry } from './ledgerEntry';

/**
 * A ledger entry's reason as text: one the system wrote (a voucher's charge or refund, the opening balance) in
 * the console's language by its code, one a staff member typed as typed, the English when the code is unknown.
 */
export const useLedgerReason = () => {
    const translate = useTranslate();
    return (entry: LedgerEntry) =>
        entry.reasonCode
            ? translate(`app.ledger_reasons.${entry.reasonCode}`, {
                  ...entry.reasonParams,
                  _: entry.reason,
              })
            : entry.reason;
};

export const LedgerReason = ({ entry }: { entry: LedgerEntry }) => {
    const reasonOf = useLedgerReason();
    return <>{reasonOf(entry)}</>;
};
