import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Box, IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DAY, type DateKind, MOMENT, readDate, showDate } from './localDates';

// A day typed and shown as DD/MM/YYYY (or a moment as DD/MM/YYYY HH:mm), as Malaysia writes it in both of
// the console's languages. Chromium draws <input type="date"> and "datetime-local" in the browser's own
// locale whatever the page's `lang` (mm/dd/yyyy and a 12-hour clock on an American browser), so the text is
// ours; the calendar button still opens the browser's picker.

export interface LocalDateFieldProps
    extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> {
    /** The kind's value ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm') or '' */
    value: string;
    onChange: (value: string) => void;
    min?: string;
    max?: string;
}

const LocalPickerField = ({
    kind,
    value,
    onChange,
    min,
    max,
    error,
    helperText,
    ...props
}: LocalDateFieldProps & { kind: DateKind }) => {
    const translate = useTranslate();
    const picker = useRef<HTMLInputElement>(null);
    const [text, setText] = useState(showDate(kind, value));
    // A value set from outside (a Clear button, the form's reset) replaces what was typed.
    useEffect(() => {
        setText(current => (readDate(kind, current) === value ? current : showDate(kind, value)));
    }, [kind, value]);
    const unreadable = readDate(kind, text) === null;
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
                placeholder={translate(kind.placeholder)}
                onChange={event => {
                    setText(event.target.value);
                    const typed = readDate(kind, event.target.value);
                    if (typed !== null) onChange(typed);
                }}
                error={error || unreadable}
                helperText={unreadable ? translate(kind.invalid) : helperText}
                slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { inputMode: kind === DAY ? 'numeric' : 'text' },
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
                type={kind.pickerType}
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

/** A day: value 'YYYY-MM-DD', text DD/MM/YYYY. */
export const LocalDateField = (props: LocalDateFieldProps) => (
    <LocalPickerField kind={DAY} {...props} />
);

/** A moment: value 'YYYY-MM-DDTHH:mm' in local time, text DD/MM/YYYY HH:mm on a 24-hour clock. */
export const LocalDateTimeField = (props: LocalDateFieldProps) => (
    <LocalPickerField kind={MOMENT} {...props} />
);
