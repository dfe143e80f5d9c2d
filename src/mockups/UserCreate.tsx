import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import dayjs from 'dayjs';
import {
    CheckboxGroupInput,
    Form,
    PasswordInput,
    RadioButtonGroupInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import { LocalDateInput } from '../components/LocalDateInput';
import { keyedChoices, MockupFormActions, TwoColumns, useNotConnectedSubmit } from './MockupForm';
import { MockupPage } from './MockupPage';
import { MockupSection } from './MockupSection';
import { FORM_ROLES, PERMISSIONS, USER_STATUSES } from './userSamples';
import { validateUser } from './userValidation';

const KEY = 'app.mockups.users';
const label = (field: string) => `${KEY}.fields.${field}`;

/** Add user form (spec §2, not wired): validates what it must, then says it saved nothing. */
const UserCreate = () => {
    const submit = useNotConnectedSubmit('app.mockups.not_connected.user');
    return (
        <MockupPage title={`${KEY}.form.title`} subtitle={`${KEY}.form.subtitle`} maxWidth={960}>
            <Form
                defaultValues={{
                    status: 'active',
                    joinedAt: dayjs().format('YYYY-MM-DD'),
                    permissions: [],
                }}
                validate={validateUser}
                onSubmit={submit}
                noValidate
            >
                <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.profile`}>
                    <TwoColumns>
                        <TextInput source="name" label={label('name')} isRequired />
                        <TextInput source="phone" label={label('phone')} type="tel" />
                        <TextInput source="location" label={label('location')} />
                        <LocalDateInput source="joinedAt" label={label('joinedAt')} />
                    </TwoColumns>
                    <TextInput source="notes" label={label('notes')} multiline minRows={2} />
                </MockupSection>
                <MockupSection sx={{ mb: 2 }} title={`${KEY}.form.access`}>
                    <TwoColumns>
                        <TextInput
                            source="username"
                            label={label('username')}
                            autoComplete="off"
                            isRequired
                        />
                        <PasswordInput
                            source="password"
                            label={label('password')}
                            helperText={`${KEY}.form.password_hint`}
                            autoComplete="new-password"
                            isRequired
                        />
                        <SelectInput
                            source="role"
                            label={label('role')}
                            choices={keyedChoices(FORM_ROLES, `${KEY}.role`)}
                            isRequired
                        />
                        <RadioButtonGroupInput
                            source="status"
                            label={label('status')}
                            choices={keyedChoices(USER_STATUSES, `${KEY}.status`)}
                        />
                    </TwoColumns>
                    <CheckboxGroupInput
                        source="permissions"
                        label={label('permissions')}
                        choices={keyedChoices(PERMISSIONS, `${KEY}.permissions`)}
                    />
                </MockupSection>
                <MockupFormActions
                    cancelTo="/users"
                    submitLabel={`${KEY}.form.submit`}
                    submitIcon={<PersonAddOutlined />}
                />
            </Form>
        </MockupPage>
    );
};

export default UserCreate;
