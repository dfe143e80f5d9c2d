import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

const DEBOUNCE_MS = 400;

/** Search in titles and messages, asked once typing pauses rather than at every key. */
export const NotificationSearch = ({
    value,
    onChange,
}: {
    value: string;
    onChange: (value: string) => void;
}) => {
    const translate = useTranslate();
    const [text, setText] = useState(value);
    // The latest callback, without restarting the pause at every render of the polled list.
    const latest = useRef(onChange);
    latest.current = onChange;
    useEffect(() => {
        if (text === value) return;
        const timer = setTimeout(() => latest.current(text), DEBOUNCE_MS);
        return () => clearTimeout(timer);
    }, [text, value]);
    return (
        <TextField
            type="search"
            size="small"
            value={text}
            onChange={event => setText(event.target.value)}
            label={translate('app.notifications.search')}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
                input: {
                    startAdornment: (
                        <InputAdornment position="start">
                            <SearchIcon fontSize="small" />
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};
