import { useTranslate } from 'react-admin';

/** A transaction's branch code, or 'NA' when it has none (e.g. an in-app purchase). */
export const BranchCode = ({ code }: { code: string | null | undefined }) => {
    const translate = useTranslate();
    return <>{code || translate('app.customers.show.no_branch')}</>;
};
