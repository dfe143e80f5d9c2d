import { useState } from 'react';
import { Confirm, Form, useRecordContext } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import type { Notification } from '../../../contract';
import { FocusFirstError } from '../../components/FocusFirstError';
import { NotificationFormButtons } from './NotificationFormButtons';
import { NotificationInputs } from './NotificationInputs';
import { useSaveNotification } from './useSaveNotification';
import {
    type NotificationFormValues,
    type SaveIntent,
    validateNotification,
    validateSchedule,
} from './validateNotification';

const defaults: NotificationFormValues = {
    type: 'info',
    priority: 'normal',
    recipients: 'all',
    customerIds: [],
    channels: ['in-app'],
};

/** The buttons, inside the form: each checks what its intent needs, and 'Send Now' asks first. */
const Actions = ({ save, saving }: ReturnType<typeof useSaveNotification>) => {
    const { handleSubmit, setError } = useFormContext<NotificationFormValues>();
    const [confirming, setConfirming] = useState<NotificationFormValues | null>(null);
    const onIntent = (intent: SaveIntent) =>
        handleSubmit(values => {
            if (intent === 'schedule') {
                const errors = Object.entries(validateSchedule(values));
                for (const [field, message] of errors) {
                    setError(field as keyof NotificationFormValues, { message });
                }
                if (errors.length) return;
            }
            if (intent === 'sendNow') setConfirming(values);
            else return save(values, intent);
        })();
    return (
        <>
            <NotificationFormButtons saving={saving} onIntent={onIntent} />
            <Confirm
                isOpen={confirming !== null}
                title="app.notifications.confirm.sendNow_title"
                content="app.notifications.confirm.sendNow_content"
                titleTranslateOptions={{ title: confirming?.title ?? '' }}
                confirm="app.notifications.actions.sendNow"
                onConfirm={() => {
                    if (confirming) save(confirming, 'sendNow');
                    setConfirming(null);
                }}
                onClose={() => setConfirming(null)}
            />
        </>
    );
};

/**
 * Create or edit (a draft or a scheduled notification). The form's own submit (Enter in a field) saves a
 * draft, the one intent that sends nothing.
 */
export const NotificationForm = () => {
    const record = useRecordContext<Notification>();
    const saving = useSaveNotification(record);
    return (
        <Form
            defaultValues={record ? undefined : defaults}
            validate={validateNotification}
            onSubmit={(values: FieldValues) => saving.save(values, 'draft')}
            noValidate
        >
            <FocusFirstError />
            <NotificationInputs />
            <Actions {...saving} />
        </Form>
    );
};
