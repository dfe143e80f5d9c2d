import { Button, Grid } from '@mui/material';
import { Children, type ReactNode } from 'react';
import { SaveButton, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FormButtonBar } from '../components/FormButtonBar';

/**
 * 'Cancel | submit' at the right as on every form (FormButtonBar): Cancel back to the list, and a submit
 * that stays enabled so an empty form shows what is missing.
 */
export const MockupFormActions = ({
    cancelTo,
    submitLabel,
    submitIcon,
}: {
    cancelTo: string;
    submitLabel: string;
    submitIcon?: ReactNode;
}) => {
    const translate = useTranslate();
    return (
        <FormButtonBar>
            <Button component={Link} to={cancelTo}>
                {translate('app.mockups.cancel')}
            </Button>
            <SaveButton label={submitLabel} icon={submitIcon} alwaysEnable />
        </FormButtonBar>
    );
};

/**
 * The submit handler of a form that is not connected yet (spec §1): once the values are valid it says
 * so plainly and makes no call.
 */
export const useNotConnectedSubmit = (message: string) => {
    const notify = useNotify();
    return () => notify(message, { type: 'info', title: 'app.mockups.not_connected.title' });
};

/** Inputs side by side in two columns on wide screens, one under the other on phones. */
export const TwoColumns = ({ children }: { children: ReactNode }) => (
    <Grid container columnSpacing={2}>
        {Children.map(children, child => (
            <Grid size={{ xs: 12, sm: 6 }}>{child}</Grid>
        ))}
    </Grid>
);

/** Choices whose names are translation keys under `prefix`, e.g. 'app.mockups.users.role'. */
export const keyedChoices = (values: readonly string[], prefix: string) =>
    values.map(id => ({ id, name: `${prefix}.${id}` }));
