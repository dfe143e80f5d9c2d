import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The input labelled `label` (react-admin adds ' *' to required labels). */
export const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`), {
        selector: 'input:not([type="radio"]), textarea',
    }) as HTMLInputElement;

export const fill = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } });

export const chooseRadio = (label: string) =>
    fireEvent.click(screen.getByRole('radio', { name: label }));

export const submit = async (label: string) => {
    await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: label }));
    });
};

/**
 * The destructive toast of spec §5: title 'Missing information' and the rule's text, looked for in the
 * toast region since the field in error shows the same text under it.
 */
export const expectMissing = async (text: string) => {
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText(text)).toBeInTheDocument();
    expect(within(region).getByText('Missing information')).toBeInTheDocument();
};

/** react-admin's BooleanInput is a switch whose input carries the label. */
export const toggle = (label: string) => screen.getByRole('switch', { name: label });
