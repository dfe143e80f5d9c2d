import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
    Alert,
    Box,
    Button,
    Card,
    IconButton,
    InputAdornment,
    TextField,
    Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { GREEN, SLATE } from '../lib/theme';
import { type LoginErrors, loginErrors } from './loginErrors';

type Field = 'username' | 'password';

/** /login (spec §2, §5, §8): outside the guard; success goes to /. */
export const LoginPage = () => {
    const translate = useTranslate();
    const login = useLogin();
    const [values, setValues] = useState({ username: '', password: '' });
    const [errors, setErrors] = useState<LoginErrors>({});
    const [showPassword, setShowPassword] = useState(false);
    const [submitting, setSubmitting] = useState(false);

    const edit = (field: Field, value: string) => {
        setValues(current => ({ ...current, [field]: value }));
        setErrors(current => ({ ...current, [field]: undefined }));
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const missing: LoginErrors = {};
        if (!values.username) missing.username = 'ra.validation.required';
        if (!values.password) missing.password = 'ra.validation.required';
        setErrors(missing);
        if (missing.username || missing.password) return;
        setSubmitting(true);
        try {
            await login(values, '/');
        } catch (error) {
            setErrors(loginErrors(error));
            setSubmitting(false);
        }
    };

    const fieldError = (field: Field) => ({
        error: Boolean(errors[field]),
        helperText: errors[field] ? translate(errors[field]) : undefined,
    });

    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                p: 2,
                bgcolor: SLATE[800],
            }}
        >
            <Card
                component="form"
                noValidate
                onSubmit={submit}
                // The border outlines the card in the dark theme, where it is the colour of the backdrop.
                variant="outlined"
                sx={{ width: '100%', maxWidth: 400, p: 4 }}
            >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
                    <Box
                        aria-hidden
                        sx={{ width: 36, height: 36, borderRadius: 1.5, bgcolor: GREEN[700] }}
                    />
                    <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                        {translate('app.shell.title')}
                    </Typography>
                </Box>
                <Typography variant="h5" component="h1">
                    {translate('app.shell.login.heading')}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                    {translate('app.shell.login.subheading')}
                </Typography>
                {errors.general && (
                    <Alert severity="error" sx={{ mb: 1 }}>
                        {translate(errors.general.key, errors.general.args)}
                    </Alert>
                )}
                <TextField
                    label={translate('app.shell.login.username')}
                    name="username"
                    autoComplete="username"
                    autoFocus
                    required
                    value={values.username}
                    onChange={event => edit('username', event.target.value)}
                    {...fieldError('username')}
                />
                <TextField
                    label={translate('app.shell.login.password')}
                    name="password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    required
                    value={values.password}
                    onChange={event => edit('password', event.target.value)}
                    {...fieldError('password')}
                    slotProps={{
                        input: {
                            endAdornment: (
                                <InputAdornment position="end">
                                    <IconButton
                                        edge="end"
                                        aria-label={translate(
                                            showPassword
                                                ? 'app.shell.login.hide_password'
                                                : 'app.shell.login.show_password'
                                        )}
                                        onClick={() => setShowPassword(shown => !shown)}
                                    >
                                        {showPassword ? <VisibilityOff /> : <Visibility />}
                                    </IconButton>
                                </InputAdornment>
                            ),
                        },
                    }}
                />
                <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    fullWidth
                    disabled={submitting}
                    sx={{ mt: 2 }}
                >
                    {translate(
                        submitting ? 'app.shell.login.submitting' : 'app.shell.login.submit'
                    )}
                </Button>
            </Card>
        </Box>
    );
};
