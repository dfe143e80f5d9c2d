import { alpha, keyframes, type Theme } from '@mui/material/styles';
import { useCallback } from 'react';
import { type Identifier, type RaRecord, useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathTo } from '../lib/screenPaths';

// After a create the list must show the new record, whatever filter it was left on (a voucher that starts
// later is saved Inactive; the list may have been left on Expired). The list opens on the status the server
// gave the record, newest first, with the row highlighted for a moment (docs/decisions.md).

interface CreatedState {
    created?: Identifier;
}

/**
 * Opens the list of `resource` on the filter `filterOf` gives the created record (all statuses when it gives
 * none, as when the provider's create answer carries no record), newest first on the first page, keeping
 * the clerk's page size; the row with the record's id is marked as just created.
 */
export const useOpenListOnCreated = (
    resource: string,
    filterOf: (record: RaRecord) => Record<string, unknown> | undefined
) => {
    const navigate = useNavigate();
    const [listParams] = useStore<{ perPage?: number } | undefined>(`${resource}.listParams`);
    return useCallback(
        (record: RaRecord) => {
            // The provider answers a create with no record (spec §7): the dataProvider's id is then ''.
            const answered = record.id !== '' && record.id !== undefined;
            const search = new URLSearchParams({
                filter: JSON.stringify((answered && filterOf(record)) || {}),
                sort: 'id',
                order: 'DESC',
                page: '1',
                ...(listParams?.perPage && { perPage: String(listParams.perPage) }),
            });
            const state: CreatedState = answered ? { created: record.id } : {};
            navigate({ pathname: pathTo(resource), search: search.toString() }, { state });
        },
        [navigate, resource, filterOf, listParams?.perPage]
    );
};

/** The id of the record just created, when the list was opened by useOpenListOnCreated. */
export const useCreatedId = (): Identifier | undefined =>
    (useLocation().state as CreatedState | null)?.created;

const fade = (theme: Theme) => keyframes`
    from { box-shadow: inset 0 0 0 100vmax ${alpha(theme.palette.primary.main, 0.18)}; }
    to { box-shadow: inset 0 0 0 100vmax transparent; }
`;

/**
 * A just-created row: tinted for a few seconds, then fading back. The tint is an inset shadow on each cell, so
 * that it also covers the opaque sticky actions cell (scrollingTable.ts); `backwards` holds it during the
 * delay and gives the row its hover tint back afterwards.
 */
export const createdRowSx = (theme: Theme) => ({
    '& > td': {
        animation: `${fade(theme)} 1.5s ease-out 4s backwards`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '0s' },
    },
});
