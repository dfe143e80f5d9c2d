import { useFormState } from 'react-hook-form';

/**
 * Whether the form is shown read-only (react-hook-form's `disabled`, as SimpleForm passes it). Only
 * react-admin's TextInput takes that from the form; its other inputs need their own `disabled`.
 */
export const useReadOnlyForm = () => useFormState().disabled === true;
