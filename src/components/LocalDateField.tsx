import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Box, IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

// A day typed and shown as DD/MM/YYYY, as Malaysia writes it in both of the console's languages. Chromium
// draws <input type="date"> in the browser's own locale whatever the page's `lang` (mm/dd/yyyy on an American
// browser), so the text is ours; the calendar button still opens the browser's picker.

const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'YYYY-MM-DD' as shown: '05/09/2026'; '' for none. */
export const showDay = (value: string) =>
    value && dayjs(value).isValid() ? dayjs(value).format('DD/MM/YYYY') : '';

/** '5/9/2026' as 'YYYY-MM-DD', '' for blank text, null for text that is no day. */
export const readDay = (text: string): string | null => {
    const trimmed = text.trim();
    if (trimmed === '') return '';
    const [, day = '', month = '', year = ''] = TYPED.exec(trimmed) ?? [];
    const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    const date = dayjs(iso);
    return year && date.isValid() && date.format('YYYY-MM-DD') === iso ? iso : null;
};

export interface LocalDateFieldProps
    extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> {
    /** 'YYYY-MM-DD' or '' */
    value: string;
    onChange: (value: string) => void;
    min?: string;
    max?: string;
}

export const LocalDateField = ({
    value,
    onChange,
    min,
    max,
    error,
    helperText,
    ...props
}: LocalDateFieldProps) => {
    const translate = useTranslate();
    const picker = useRef<HTMLInputElement>(null);
    const [text, setText] = useState(showDay(value));
    // A value set from outside (a Clear button, the form's reset) replaces what was typed.
    useEffect(() => {
        setText(current => (readDay(current) === value ? current : showDay(value)));
    }, [value]);
    const unreadable = readDay(text) === null;
    return (
        <Box
            sx={{
                position: 'relative',
                display: 'inline-flex',
                flexDirection: 'column',
                width: props.fullWidth ? '100%' : undefined,
            }}
        >
            <TextField
                {...props}
                value={text}
                placeholder={translate('app.date_input.placeholder')}
                onChange={event => {
                    setText(event.target.value);
                    const day = readDay(event.target.value);
                    if (day !== null) onChange(day);
                }}
                error={error || unreadable}
                helperText={unreadable ? translate('app.date_input.invalid') : helperText}
                slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { inputMode: 'numeric' },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton
                                    edge="end"
                                    size="small"
                                    aria-label={translate('app.date_input.open_calendar')}
                                    onClick={() => picker.current?.showPicker?.()}
                                    disabled={props.disabled}
                                >
                                    <CalendarMonthIcon fontSize="small" />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            {/* The browser's calendar, opened by the button; its own text box is never shown. */}
            <input
                ref={picker}
                type="date"
                value={value}
                min={min}
                max={max}
                tabIndex={-1}
                aria-hidden
                onChange={event => onChange(event.target.value)}
                style={{
                    position: 'absolute',
                    left: 0,
                    top: 40,
                    width: 1,
                    height: 1,
                    opacity: 0,
                    pointerEvents: 'none',
                }}
            />
        </Box>
    );
};
