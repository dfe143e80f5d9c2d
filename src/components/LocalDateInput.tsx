import type { SxProps, Theme } from '@mui/material';
import {
    FieldTitle,
    InputHelperText,
    type InputProps,
    useInput,
    useResourceContext,
} from 'react-admin';
import { LocalDateField, LocalDateTimeField } from './LocalDateField';
import { DAY, type DateKind, toFieldValue } from './localDates';

export type LocalDateInputProps = InputProps & {
    className?: string;
    sx?: SxProps<Theme>;
    /** The earliest value the browser's picker offers, in the kind's value ('YYYY-MM-DD[THH:mm]'). */
    min?: string;
    max?: string;
};

/**
 * react-admin's DateInput (or DateTimeInput), typed and shown as DD/MM/YYYY (HH:mm) in either language. The
 * form value is the kind's local value ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'), as react-admin's inputs give,
 * unless `parse` turns it into something else (an ISO string for the API); `onChange` receives that local
 * value, or null when the text is cleared.
 */
export const LocalPickerInput = ({
    kind,
    className,
    sx,
    min,
    max,
    helperText,
    disabled,
    ...props
}: LocalDateInputProps & { kind: DateKind }) => {
    const resource = useResourceContext(props);
    const { field, fieldState, isRequired } = useInput({ ...props, disabled });
    const error = fieldState.invalid ? fieldState.error?.message : undefined;
    const Field = kind === DAY ? LocalDateField : LocalDateTimeField;
    return (
        <Field
            name={field.name}
            value={toFieldValue(kind, field.value)}
            onChange={value => field.onChange(value === '' ? null : value)}
            onBlur={field.onBlur}
            min={min}
            max={max}
            disabled={disabled}
            label={
                <FieldTitle
                    label={props.label}
                    source={props.source}
                    resource={resource}
                    isRequired={isRequired}
                />
            }
            error={Boolean(error)}
            helperText={<InputHelperText error={error} helperText={helperText} />}
            size="small"
            margin="dense"
            fullWidth
            className={className}
            sx={sx}
        />
    );
};

/** A day, typed and shown as DD/MM/YYYY. */
export const LocalDateInput = (props: LocalDateInputProps) => (
    <LocalPickerInput kind={DAY} {...props} />
);
