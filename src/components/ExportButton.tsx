import { useListContext } from 'react-admin';
import { CsvDownloadButton } from './CsvDownloadButton';

interface ExportButtonProps {
    /** The list's export route, e.g. /v1/i/customers/export.csv. */
    path: string;
    /** Filters of the list context to send besides `status` and `q`. */
    filters?: readonly string[];
}

/** The CSV download of a server-paged react-admin list, with the filters of its list context. */
export const ExportButton = ({ path, filters = [] }: ExportButtonProps) => {
    const { filterValues } = useListContext();
    const names = ['status', 'q', ...filters];
    const query = Object.fromEntries(names.map(name => [name, filterValues?.[name]]));
    return <CsvDownloadButton path={path} query={query} />;
};
