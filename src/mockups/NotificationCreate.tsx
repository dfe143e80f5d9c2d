import SendOutlined from '@mui/icons-material/SendOutlined';
import {
    CheckboxGroupInput,
    Form,
    FormDataConsumer,
    RadioButtonGroupInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LocalDateTimeInput } from '../components/LocalDateTimeInput';
import { keyedChoices, MockupFormActions, TwoColumns, useNotConnectedSubmit } from './MockupForm';
import { MockupPage } from './MockupPage';
import { MockupSection } from './MockupSection';
import {
    NOTIFICATION_CHANNELS,
    NOTIFICATION_PRIORITIES,
    NOTIFICATION_RECIPIENTS,
    NOTIFICATION_TYPES,
    type SampleNotification,
} from './notificationSamples';
import { validateNotification } from './notificationValidation';

const KEY = 'app.mockups.notifications';
const label = (field: string) => `${KEY}.fields.${field}`;

const defaults = { type: 'info', priority: 'normal', recipients: 'all', channels: ['inApp'] };

/**
 * Create notification (spec §2, not wired). The list's 'Edit' opens this form with the notification in
 * the router state, since the route table has no edit route for notifications.
 */
const NotificationCreate = () => {
    const editing = (useLocation().state as { notification?: SampleNotification } | null)
        ?.notification;
    const submit = useNotConnectedSubmit('app.mockups.not_connected.notification');
    return (
        <MockupPage
            title={`${KEY}.form.${editing ? 'edit_title' : 'create_title'}`}
            subtitle={`${KEY}.form.subtitle`}
            maxWidth={960}
        >
            <Form
                defaultValues={editing ?? defaults}
                validate={validateNotification}
                onSubmit={submit}
                noValidate
            >
                <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.content`}>
                    <TextInput source="title" label={label('title')} isRequired />
                    <TextInput
                        source="message"
                        label={label('message')}
                        multiline
                        minRows={3}
                        isRequired
                    />
                    <TwoColumns>
                        <SelectInput
                            source="type"
                            label={label('type')}
                            choices={keyedChoices(NOTIFICATION_TYPES, `${KEY}.type`)}
                            isRequired
                        />
                        <SelectInput
                            source="priority"
                            label={label('priority')}
                            choices={keyedChoices(NOTIFICATION_PRIORITIES, `${KEY}.priority`)}
                            isRequired
                        />
                    </TwoColumns>
                </MockupSection>
                <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.delivery`}>
                    <TwoColumns>
                        <LocalDateTimeInput
                            source="scheduledAt"
                            label={label('scheduledAt')}
                            helperText={`${KEY}.form.scheduled_hint`}
                        />
                        <LocalDateTimeInput
                            source="expiresAt"
                            label={label('expiresAt')}
                            helperText={`${KEY}.form.expires_hint`}
                        />
                    </TwoColumns>
                    <CheckboxGroupInput
                        source="channels"
                        label={label('channels')}
                        choices={keyedChoices(NOTIFICATION_CHANNELS, `${KEY}.channels`)}
                        isRequired
                    />
                </MockupSection>
                <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.audience`}>
                    <RadioButtonGroupInput
                        source="recipients"
                        label={label('recipients')}
                        choices={keyedChoices(NOTIFICATION_RECIPIENTS, `${KEY}.recipients`)}
                    />
                    <FormDataConsumer<{ recipients?: string }>>
                        {({ formData }) =>
                            formData.recipients === 'specific' && (
                                <TextInput
                                    source="specificRecipients"
                                    label={label('specificRecipients')}
                                    helperText={`${KEY}.form.specific_hint`}
                                    isRequired
                                />
                            )
                        }
                    </FormDataConsumer>
                </MockupSection>
                <MockupFormActions
                    cancelTo="/notifications"
                    submitLabel={`${KEY}.form.${editing ? 'submit_edit' : 'submit_create'}`}
                    submitIcon={<SendOutlined />}
                />
            </Form>
        </MockupPage>
    );
};

export default NotificationCreate;
