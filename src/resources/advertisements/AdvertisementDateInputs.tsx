import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LocalDateTimeInput } from '../../components/LocalDateTimeInput';
import { useReadOnlyForm } from '../../components/useReadOnlyForm';

/** The date-time inputs speak local 'YYYY-MM-DDTHH:mm'; the API wants ISO strings (spec §7). */
const toIso = (value: string | null) => (value ? new Date(value).toISOString() : null);
const toInputMinimum = (value: Dayjs) => value.format('YYYY-MM-DDTHH:mm');

export const AdvertisementDateInputs = ({ minimumStart }: { minimumStart: Dayjs }) => {
    const translate = useTranslate();
    const readOnly = useReadOnlyForm();
    const { getValues, setValue } = useFormContext();
    const start: string | null | undefined = useWatch({ name: 'startDateTime' });

    const [endCleared, setEndCleared] = useState(false);

    // Spec §4 says a new start clears the end when the end is after it. Read literally, moving a campaign's
    // start earlier would leave it without an end (a campaign that never stops). The end is cleared only when
    // it would fall before the new start, and the field says so (docs/decisions.md, advertisement end date).
    const onStartChosen = (chosen: string | null) => {
        const end = getValues('endDateTime');
        const endBeforeStart = Boolean(chosen && end && dayjs(end).isBefore(dayjs(chosen)));
        if (endBeforeStart) setValue('endDateTime', null, { shouldDirty: true });
        setEndCleared(endBeforeStart);
    };

    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 }, width: '100%' }}>
            <LocalDateTimeInput
                disabled={readOnly}
                source="startDateTime"
                parse={toIso}
                onChange={onStartChosen}
                min={toInputMinimum(minimumStart)}
                sx={{ flex: 1 }}
            />
            <LocalDateTimeInput
                source="endDateTime"
                parse={toIso}
                disabled={readOnly || !start}
                onChange={() => setEndCleared(false)}
                helperText={
                    // A live region, so a screen reader hears why the end date went.
                    <span role="status">
                        {translate(
                            endCleared
                                ? 'app.advertisements.form.end_cleared'
                                : start
                                  ? 'app.advertisements.form.end_optional'
                                  : 'app.advertisements.form.end_hint'
                        )}
                    </span>
                }
                min={start ? toInputMinimum(dayjs(start)) : undefined}
                sx={{ flex: 1 }}
            />
        </Stack>
    );
};
