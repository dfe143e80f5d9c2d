import {
    AutocompleteArrayInput,
    CheckboxGroupInput,
    FormDataConsumer,
    RadioButtonGroupInput,
    ReferenceArrayInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import type { CustomerSummary, NotificationChannel } from '../../../contract';
import { LocalDateTimeInput } from '../../components/LocalDateTimeInput';
import { keyedChoices, TwoColumns } from '../../mockups/MockupForm';
import { MockupSection } from '../../mockups/MockupSection';
import {
    NOTIFICATION_PRIORITIES,
    NOTIFICATION_RECIPIENTS,
    NOTIFICATION_TYPES,
} from '../../mockups/notificationSamples';

const KEY = 'app.mockups.notifications';
const label = (field: string) => `${KEY}.fields.${field}`;
// The API's spelling of the channels (the contract's list carries zod, which stays out of the console).
const CHANNELS = [
    'in-app',
    'email',
    'sms',
    'push',
] as const satisfies readonly NotificationChannel[];
const customerText = (customer: CustomerSummary) => `${customer.name} (${customer.loginID})`;

/** The customers of 'specific', searched by name or login ID as the staff member types. */
const CustomerPicker = () => (
    <ReferenceArrayInput source="customerIds" reference="customers" perPage={20}>
        <AutocompleteArrayInput
            label="app.notifications.fields.customers"
            optionText={customerText}
            filterToQuery={q => ({ q })}
            helperText="app.notifications.form.customers_hint"
            isRequired
        />
    </ReferenceArrayInput>
);

/** The fields of spec §3 'Notification', shared by create and edit. */
export const NotificationInputs = () => (
    <>
        <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.content`}>
            <TextInput source="title" label={label('title')} isRequired />
            <TextInput source="message" label={label('message')} multiline minRows={3} isRequired />
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
            <TextInput
                source="deeplink"
                label="app.notifications.fields.deeplink"
                helperText="app.notifications.form.deeplink_hint"
            />
        </MockupSection>
        <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.delivery`}>
            <TwoColumns>
                <LocalDateTimeInput
                    source="scheduledAt"
                    label={label('scheduledAt')}
                    helperText="app.notifications.form.scheduled_hint"
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
                choices={keyedChoices(CHANNELS, 'app.notifications.channels')}
                isRequired
            />
        </MockupSection>
        <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.audience`}>
            <RadioButtonGroupInput
                source="recipients"
                label={label('recipients')}
                choices={keyedChoices(NOTIFICATION_RECIPIENTS, `${KEY}.recipients`)}
                helperText="app.notifications.form.admins_hint"
            />
            <FormDataConsumer<{ recipients?: string }>>
                {({ formData }) => formData.recipients === 'specific' && <CustomerPicker />}
            </FormDataConsumer>
        </MockupSection>
    </>
);
