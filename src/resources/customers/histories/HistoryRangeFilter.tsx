import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LocalDateField } from '../../../components/LocalDateField';

export interface DateRange {
    from: string;
    to: string;
}

/** From and to dates (inclusive) of a history; either may be left empty. */
export const HistoryRangeFilter = ({
    range,
    onChange,
}: {
    range: DateRange;
    onChange: (range: DateRange) => void;
}) => {
    const translate = useTranslate();
    const invalid = Boolean(range.from && range.to && range.from > range.to);
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
        >
            <LocalDateField
                size="small"
                label={translate('app.customers.history.from')}
                value={range.from}
                onChange={from => onChange({ ...range, from })}
                max={range.to || undefined}
            />
            <LocalDateField
                size="small"
                label={translate('app.customers.history.to')}
                value={range.to}
                onChange={to => onChange({ ...range, to })}
                min={range.from || undefined}
                error={invalid}
                helperText={invalid ? translate('app.customers.history.range_invalid') : undefined}
            />
            {(range.from || range.to) && (
                <Button onClick={() => onChange({ from: '', to: '' })} sx={{ alignSelf: 'center' }}>
                    {translate('app.customers.history.clear_range')}
                </Button>
            )}
        </Stack>
    );
};
