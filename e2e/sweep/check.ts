import type { Page } from '@playwright/test';
import { ACCESS_DENIED, problemOf } from './texts';
import type { Heard } from './watch';

// One check after each step: what is on screen, and what the page said since the previous check.

/** The texts a person sees: visible text nodes, and the values and placeholders of visible fields. */
export const visibleTexts = (page: Page) =>
    page.evaluate(() => {
        const texts = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim();
            const parent = node.parentElement;
            if (
                text &&
                parent?.checkVisibility({ visibilityProperty: true, opacityProperty: false })
            )
                texts.add(text);
        }
        // Date and time fields hold ISO text by definition; the browser shows it in its own way.
        const own = [
            'hidden',
            'date',
            'datetime-local',
            'time',
            'month',
            'week',
            'file',
            'checkbox',
            'radio',
        ];
        for (const field of document.querySelectorAll<HTMLInputElement>('input, textarea')) {
            if (!field.checkVisibility() || own.includes(field.type)) continue;
            if (field.value) texts.add(field.value);
            if (field.placeholder) texts.add(field.placeholder);
        }
        return [...texts];
    });

export interface Expected {
    /** A validation toast (an error toast with no failed request behind it), e.g. Create on an empty form. */
    validation?: boolean;
    /** Statuses a step's requests may answer, e.g. 401 before sign-in. */
    statuses?: number[];
    /** A direct visit of a screen the role may not use: Access denied is the right answer there. */
    denied?: boolean;
}

export type Heed = () => Promise<Heard>;

/** A problem and the first step that showed it. */
export interface Problem {
    step: string;
    problem: string;
}

/** The problems of the step named `step`, as sentences. */
export const check = async (
    page: Page,
    heed: Heed,
    step: string,
    locale: string,
    expected: Expected = {}
) => {
    const problems: string[] = [];
    const heard = await heed();
    const texts = [
        ...(await visibleTexts(page).catch(() => [])),
        ...heard.toasts.map(toast => toast.text),
    ];
    for (const text of texts) {
        const problem = problemOf(text, locale);
        if (problem) problems.push(problem);
        if (ACCESS_DENIED.includes(text) && !expected.denied)
            problems.push(`leads to Access denied`);
    }
    const failed = heard.failedRequests.filter(
        request => !expected.statuses?.includes(request.status)
    );
    for (const request of failed) problems.push(`request failed: ${request.status} ${request.url}`);
    const validationOnly = expected.validation && failed.length === 0;
    for (const toast of heard.toasts)
        if (toast.error && !validationOnly) problems.push(`error toast: "${toast.text}"`);
    problems.push(...heard.errors);
    return [...new Set(problems)].map(problem => ({ step, problem }));
};
