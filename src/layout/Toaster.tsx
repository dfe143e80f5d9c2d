import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef, useState } from 'react';
import {
    type NotificationPayload,
    useNotificationContext,
    useTakeUndoableMutation,
    useTranslate,
} from 'react-admin';
import { ToastCard } from './ToastCard';

// The toast region (spec §4 Toast, §9): react-admin's notifications shown one at a time, a new one
// replacing the one on screen, 5000 ms by default, swipe right 50 px to dismiss, F8 to focus the region.

const DURATION = 5000;

interface Shown {
    key: number;
    payload: NotificationPayload;
    settled: boolean;
}

export const Toaster = () => {
    const { notifications, takeNotification } = useNotificationContext();
    const takeMutation = useTakeUndoableMutation();
    const translate = useTranslate();
    const [shown, setShown] = useState<Shown | null>(null);
    const [open, setOpen] = useState(false);
    const current = useRef<Shown | null>(null);

    // An undoable mutation runs (or is cancelled) when its toast goes away, however it goes away.
    const settle = (toast: Shown | null, isUndo: boolean) => {
        if (!toast || toast.settled || !toast.payload.notificationOptions?.undoable) return;
        toast.settled = true;
        takeMutation()?.({ isUndo });
    };

    useEffect(() => {
        if (notifications.length === 0) return;
        const payload = takeNotification();
        if (!payload) return;
        settle(current.current, false);
        const next = { key: (current.current?.key ?? 0) + 1, payload, settled: false };
        current.current = next;
        setShown(next);
        setOpen(true);
    });

    useEffect(() => {
        if (!shown?.payload.notificationOptions?.undoable || shown.settled) return;
        // Leaving the page would drop a pending undoable change: ask first.
        const warn = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', warn);
        return () => window.removeEventListener('beforeunload', warn);
    }, [shown]);

    const close = (isUndo: boolean) => {
        settle(current.current, isUndo);
        setOpen(false);
    };

    const options = shown?.payload.notificationOptions ?? {};
    const message = shown?.payload.message;
    const text =
        typeof message === 'string'
            ? translate(message, { _: message, ...options.messageArgs })
            : message;
    const isError = shown?.payload.type === 'error';
    const title = options.title
        ? translate(options.title, { _: options.title })
        : isError
          ? translate('app.shell.toast.error')
          : undefined;

    return (
        <Toast.Provider
            duration={DURATION}
            swipeDirection="right"
            swipeThreshold={50}
            label={translate('app.shell.toast.announce')}
        >
            {shown && (
                <ToastCard
                    key={shown.key}
                    open={open}
                    onOpenChange={isOpen => !isOpen && close(false)}
                    duration={
                        options.autoHideDuration === null
                            ? Infinity
                            : (options.autoHideDuration ?? DURATION)
                    }
                    variant={isError ? 'destructive' : 'default'}
                    title={title}
                    description={text}
                    onUndo={options.undoable ? () => close(true) : undefined}
                />
            )}
            <ToastCard.Viewport label={translate('app.shell.toast.region')} />
        </Toast.Provider>
    );
};
