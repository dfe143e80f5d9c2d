import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactElement, useMemo, useState } from 'react';
import {
    FilterForm,
    FilterFormBase,
    FilterFormClasses,
    FormGroupsProvider,
    SourceContextProvider,
    useListContext,
    useResourceContext,
} from 'react-admin';
import { createFormControl, FormProvider } from 'react-hook-form';
import { useFirstPaintDone } from './firstPaint';

/**
 * A list's filters: react-admin's FilterForm, but on the console's first screen an inert copy of it until that
 * screen has been painted (firstPaint.ts). The form's react-hook-form `useForm` sets state while React applies
 * the render that mounts it, and React then runs every effect of the screen before the browser may paint the
 * rows. The copy draws react-admin's own inputs with the list's filter values in a form made without `useForm`,
 * looks the same, and takes no input for the frame or two it is there.
 */
export const ListFilters = ({ filters }: { filters: ReactElement[] }) =>
    useFirstPaintDone() ? <FilterForm filters={filters} /> : <FilterFormCopy filters={filters} />;

function FilterFormCopy({ filters }: { filters: ReactElement[] }) {
    const { filterValues } = useListContext();
    const resource = useResourceContext();
    const [form] = useState(() => createFormControl({ defaultValues: filterValues }));
    // As react-admin's FilterLiveForm names the inputs.
    const sources = useMemo(
        () => ({
            getSource: (source: string) => source,
            getLabel: (source: string) => `resources.${resource}.fields.${source}`,
        }),
        [resource]
    );
    return (
        <FormProvider {...form} formState={form.control._formState}>
            <FormGroupsProvider>
                <SourceContextProvider value={sources}>
                    <Box component="form" inert sx={filterFormSx}>
                        <FilterFormBase filters={filters} />
                    </Box>
                </SourceContextProvider>
            </FormGroupsProvider>
        </FormProvider>
    );
}

/** react-admin's FilterForm styles (ra-ui-materialui's StyledForm), which ScreenHeading adjusts for both. */
const filterFormSx: SxProps<Theme> = theme => ({
    display: 'flex',
    flex: '0 1 auto',
    [theme.breakpoints.down('sm')]: { width: '100%' },
    [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
    [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    pointerEvents: 'none',
    padding: `0 0 ${theme.spacing(0.5)} 0`,
    '& .MuiFormHelperText-root': { display: 'none' },
    [`& .${FilterFormClasses.clearFix}`]: { clear: 'right' },
    [`& .${FilterFormClasses.filterFormInput} .MuiFormControl-root`]: {
        marginTop: theme.spacing(1),
    },
});
