// The console's date fields (src/components/LocalDateField.tsx) are text typed as DD/MM/YYYY (HH:mm); the
// bounds they offer sit on the browser's picker beside the text, which the calendar button opens.

/** The browser's picker of a date field's text input: it carries the field's min and max. */
export const pickerOf = (input: HTMLElement) => {
    const picker = input
        .closest('.MuiFormControl-root')
        ?.parentElement?.querySelector('input[type="date"], input[type="datetime-local"]');
    if (!picker) throw new Error('no date picker beside this input');
    return picker as HTMLInputElement;
};
