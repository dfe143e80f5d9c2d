import type { Page } from '@playwright/test';

// The controls of the screen's content (#main-content) that a clerk can press, each tagged in the page with a
// key that names it the same way on every visit: its role, its name and its rank among same-named controls.
// A list's rows all carry the same actions: only the first row's are taken.

export interface Control {
    key: string;
    name: string;
    submit: boolean;
}

export const markControls = (page: Page, scope = '#main-content') =>
    page.evaluate(scope => {
        const root = document.querySelector(scope);
        if (!root) return [];
        const counts = new Map<string, number>();
        const controls: { key: string; name: string; submit: boolean }[] = [];
        const candidates = root.querySelectorAll<HTMLElement>(
            'button, a[href], [role="button"], [role="tab"], [role="menuitem"]'
        );
        for (const element of candidates) {
            if (!element.checkVisibility({ visibilityProperty: true })) continue;
            if (element.matches(':disabled, [aria-disabled="true"], .Mui-disabled')) continue;
            // Another row's copy of the first row's actions.
            const row = element.closest('tbody tr, ul > li, [data-row]');
            if (row?.previousElementSibling && root.contains(row)) continue;
            const anchor = element as HTMLAnchorElement;
            if (
                anchor.href &&
                (anchor.target === '_blank' || new URL(anchor.href).origin !== location.origin)
            )
                continue;
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
            const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
            const base = `${role}:${name}`;
            const rank = counts.get(base) ?? 0;
            counts.set(base, rank + 1);
            const key = `${base}#${rank}`;
            element.dataset.sweepKey = key;
            controls.push({ key, name, submit: (element as HTMLButtonElement).type === 'submit' });
        }
        return controls;
    }, scope);

export const controlNamed = (page: Page, key: string) =>
    page.locator(`[data-sweep-key="${key.replace(/["\\]/g, '\\$&')}"]`);
