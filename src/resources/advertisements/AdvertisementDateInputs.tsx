import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import type { ChangeEvent } from 'react';
import { DateTimeInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/** The datetime-local input speaks local 'YYYY-MM-DDTHH:mm'; the API wants ISO strings (spec §7). */
const toIso = (value: string | null) => (value ? new Date(value).toISOString() : null);
const toInputMinimum = (value: Dayjs) => value.format('YYYY-MM-DDTHH:mm');

export const AdvertisementDateInputs = ({ minimumStart }: { minimumStart: Dayjs }) => {
    const { getValues, setValue } = useFormContext();
    const start: string | null | undefined = useWatch({ name: 'startDateTime' });

    // Spec §4, kept exactly as worded: choosing a new start clears the end when the end is AFTER it.
    // It reads oddly (an end before the new start is the one that no longer fits, and it is kept), so
    // validateAdvertisement reports such an end on submit. See README, Advertisements.
    const onStartChosen = (event: ChangeEvent<HTMLInputElement>) => {
        const chosen = event.target.value;
        const end = getValues('endDateTime');
        if (chosen && end && dayjs(end).isAfter(dayjs(chosen))) {
            setValue('endDateTime', null, { shouldDirty: true });
        }
    };

    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 }, width: '100%' }}>
            <DateTimeInput
                source="startDateTime"
                parse={toIso}
                onChange={onStartChosen}
                slotProps={{ htmlInput: { min: toInputMinimum(minimumStart) } }}
                sx={{ flex: 1 }}
            />
            <DateTimeInput
                source="endDateTime"
                parse={toIso}
                disabled={!start}
                helperText={
                    start
                        ? 'app.advertisements.form.end_optional'
                        : 'app.advertisements.form.end_hint'
                }
                slotProps={{ htmlInput: start ? { min: toInputMinimum(dayjs(start)) } : {} }}
                sx={{ flex: 1 }}
            />
        </Stack>
    );
};
