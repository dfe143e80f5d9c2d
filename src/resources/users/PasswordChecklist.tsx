import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { failedPasswordRules, passwordRules } from '../../../contract/passwordRules';

/** The password policy as a live checklist: each rule is ticked as soon as the typed password meets it. */
export const PasswordChecklist = ({ source = 'password' }: { source?: string }) => {
    const translate = useTranslate();
    const [password, name, username] = useWatch({ name: [source, 'name', 'username'] });
    const failed = new Set(failedPasswordRules(password ?? '', { name, username }));
    return (
        <div>
            {/* The list's name, not a heading: subtitle2 would render an h6 out of the page's heading order. */}
            <Typography variant="subtitle2" component="p" id="password-rules">
                {translate('app.users.checklist.title')}
            </Typography>
            <List dense aria-labelledby="password-rules">
                {passwordRules.map(rule => {
                    const met = !failed.has(rule);
                    return (
                        <ListItem key={rule} data-met={met} disableGutters>
                            <ListItemIcon sx={{ minWidth: 32 }}>
                                {met ? (
                                    <CheckCircleOutlined color="success" fontSize="small" />
                                ) : (
                                    <RadioButtonUncheckedOutlined fontSize="small" />
                                )}
                            </ListItemIcon>
                            <ListItemText primary={translate(`app.users.checklist.${rule}`)} />
                        </ListItem>
                    );
                })}
            </List>
        </div>
    );
};
