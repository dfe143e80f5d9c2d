import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import * as Toast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const Viewport = styled(Toast.Viewport)(({ theme }) => ({
    position: 'fixed',
    zIndex: theme.zIndex.snackbar,
    // At the bottom at every size, raised above a form's action bar (toastClearance.ts) so that a toast
    // never covers the buttons it reports on.
    bottom: 'var(--toast-clearance, 0px)',
    right: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    width: '100%',
    maxHeight: '100vh',
    margin: 0,
    padding: theme.spacing(2),
    listStyle: 'none',
    outline: 'none',
    // At most 420 px wide from medium screens up (spec §9).
    [theme.breakpoints.up('md')]: { maxWidth: 420 },
}));

const Root = styled(Toast.Root)(({ theme }) => ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    padding: theme.spacing(2, 2, 2, 2.5),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[6],
    '&.destructive': {
        backgroundColor: theme.palette.error.main,
        borderColor: theme.palette.error.main,
        color: theme.palette.error.contrastText,
    },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: 'transform 200ms ease-out',
    },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
}));

const Title = styled(Toast.Title)({ fontWeight: 600, fontSize: '0.875rem' });
const Description = styled(Toast.Description)({ fontSize: '0.875rem', opacity: 0.9 });

interface ToastCardProps {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    duration: number;
    variant: 'default' | 'destructive';
    title?: ReactNode;
    description?: ReactNode;
    onUndo?: () => void;
}

/** One toast: title, description, an optional Undo action, and a close button. */
export const ToastCard = ({
    variant,
    title,
    description,
    onUndo,
    ...rootProps
}: ToastCardProps) => {
    const translate = useTranslate();
    return (
        <Root
            {...rootProps}
            className={variant}
            type={variant === 'destructive' ? 'foreground' : 'background'}
        >
            <div style={{ flex: 1, display: 'grid', gap: 4 }}>
                {title && <Title>{title}</Title>}
                {description && <Description>{description}</Description>}
            </div>
            {onUndo && (
                <Toast.Action altText={translate('app.shell.toast.undo')} asChild>
                    <Button size="small" color="inherit" variant="outlined" onClick={onUndo}>
                        {translate('app.shell.toast.undo')}
                    </Button>
                </Toast.Action>
            )}
            <Toast.Close asChild>
                <IconButton
                    size="small"
                    color="inherit"
                    aria-label={translate('app.shell.toast.close')}
                >
                    <CloseIcon fontSize="small" />
                </IconButton>
            </Toast.Close>
        </Root>
    );
};

ToastCard.Viewport = Viewport;
