import { expect } from 'vitest';

/**
 * The buttons sit in one bar of FormButtonBar (sticky, at the right) in this order, the last of them the
 * bar's last, so that the primary button ends the row.
 */
export const expectButtonBar = (buttons: HTMLElement[]) => {
    const bar = buttons.at(-1)?.parentElement as HTMLElement;
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).justifyContent).toBe('flex-end');
    expect(bar.lastElementChild).toBe(buttons.at(-1));
    for (const [index, button] of buttons.slice(1).entries()) {
        expect(bar).toContainElement(button);
        expect(
            buttons[index].compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING
        ).toBeTruthy();
    }
};
