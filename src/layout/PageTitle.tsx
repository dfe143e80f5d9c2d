import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';

// Screens set their title with react-admin's <Title>, which renders into #react-admin-title. Each screen
// already shows its own heading, so the element stays visually hidden and only feeds the document title.
export const PageTitle = () => {
    const translate = useTranslate();
    const ref = useRef<HTMLSpanElement>(null);
    useEffect(() => {
        const element = ref.current;
        if (!element) return;
        const appTitle = translate('app.shell.title');
        const update = () => {
            const page = element.textContent?.trim();
            document.title = page ? `${page} · ${appTitle}` : appTitle;
        };
        update();
        const observer = new MutationObserver(update);
        observer.observe(element, { childList: true, subtree: true, characterData: true });
        return () => {
            observer.disconnect();
            document.title = appTitle;
        };
    }, [translate]);
    return (
        <Box
            component="span"
            id="react-admin-title"
            ref={ref}
            sx={{
                position: 'absolute',
                // In sx a bare 1 means 100%, which pushed phones into a horizontal scroll.
                width: '1px',
                height: '1px',
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
            }}
        />
    );
};
