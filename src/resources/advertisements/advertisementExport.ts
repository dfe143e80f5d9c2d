import type { Advertisement } from '../../../contract';
import type { CsvColumn } from '../../../contract/csv';

// The advertisements list's CSV, headed in English like the server's exports (server/exports/columns.ts).
export const advertisementColumns: CsvColumn<Advertisement>[] = [
    { header: 'ID', value: ad => ad.id },
    { header: 'Title', value: ad => ad.title },
    { header: 'Description', value: ad => ad.description },
    { header: 'Deeplink', value: ad => ad.deeplink },
    { header: 'Start', value: ad => ad.startDateTime },
    { header: 'End', value: ad => ad.endDateTime },
    { header: 'Active', value: ad => ad.isActive },
    { header: 'Status', value: ad => ad.status },
];
