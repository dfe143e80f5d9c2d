import {
    FieldTitle,
    type InputProps,
    useInput,
    useResourceContext,
    useTranslate,
} from 'react-admin';
import { LocalDateField } from './LocalDateField';

/**
 * react-admin's DateInput, typed and shown as DD/MM/YYYY in either language (LocalDateField); the form value
 * stays 'YYYY-MM-DD', as the DateInput's was.
 */
export const LocalDateInput = (props: InputProps & { className?: string }) => {
    const translate = useTranslate();
    const resource = useResourceContext(props);
    const { field, fieldState, isRequired } = useInput(props);
    const error = fieldState.invalid ? fieldState.error?.message : undefined;
    return (
        <LocalDateField
            name={field.name}
            value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
            onChange={value => field.onChange(value === '' ? null : value)}
            onBlur={field.onBlur}
            label={
                <FieldTitle
                    label={props.label}
                    source={props.source}
                    resource={resource}
                    isRequired={isRequired}
                />
            }
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : ' '}
            size="small"
            margin="dense"
            fullWidth
            className={props.className}
        />
    );
};
