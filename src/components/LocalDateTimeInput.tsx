import { type LocalDateInputProps, LocalPickerInput } from './LocalDateInput';
import { MOMENT } from './localDates';

/** A moment, typed and shown as DD/MM/YYYY HH:mm on a 24-hour clock in local time. */
export const LocalDateTimeInput = (props: LocalDateInputProps) => (
    <LocalPickerInput kind={MOMENT} {...props} />
);
