import { fireEvent, screen } from '@testing-library/react';

// Helpers for the lists' shared status filter (src/components/StatusFilterInput) and screen widths.

/** Opens the status select and picks a choice, 'All Status' included, by its announced name. */
export const chooseStatus = async (label: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: label }));
};

/** Opens the status select and reads its choices in order. */
export const statusOptions = async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    return options.map(option => option.textContent);
};

/** MUI's useMediaQuery answers from window.innerWidth through the matchMedia stub of setup.ts. */
export const setScreenWidth = (width: number) => {
    window.innerWidth = width;
};
