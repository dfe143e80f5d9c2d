import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate } from 'react-admin';
import { useFirstPaintDone } from './firstPaint';

const ALL = 'all';

interface StatusFilterInputProps {
    source: string;
    /** Read by react-admin's filter form, which keeps the input shown. */
    alwaysOn?: boolean;
    /** Translation keys of the field label and of the choice that shows every status. */
    label: string;
    allLabel: string;
    choices: readonly { id: string; name: string }[];
}

/**
 * The status filter of the lists. A select of our own rather than react-admin's SelectInput, whose empty
 * choice is announced to screen readers as 'Clear value' instead of 'All Status'. Choosing the 'all'
 * entry sends an empty status, which the data provider reads as no filter.
 */
export const StatusFilterInput = ({ source, label, allLabel, choices }: StatusFilterInputProps) => {
    const translate = useTranslate();
    const { field, id } = useInput({
        source,
        format: value => value || ALL,
        parse: value => (value === ALL ? '' : value),
    });
    const painted = useFirstPaintDone();
    const options = [{ id: ALL, name: allLabel }, ...choices];
    // Until the first screen is painted (inside ListFilters' inert copy of the form), a native select showing
    // the chosen status, as wide (minWidth): MUI's own select would hold the first paint back (firstPaint.ts).
    const chosen = painted
        ? undefined
        : (options.find(option => option.id === field.value) ?? options[0]);
    return (
        <TextField
            {...field}
            id={id}
            select
            size="small"
            label={translate(label)}
            sx={{ minWidth: 160, mb: 1 }}
            {...(chosen && { slotProps: { select: { native: true } } })}
        >
            {chosen ? (
                <option value={chosen.id}>{translate(chosen.name)}</option>
            ) : (
                options.map(option => (
                    <MenuItem key={option.id} value={option.id}>
                        {translate(option.name)}
                    </MenuItem>
                ))
            )}
        </TextField>
    );
};
