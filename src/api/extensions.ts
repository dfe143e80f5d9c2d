// Which extensions the server offers beyond the calls of spec §7. Our server names them in the X-Extensions
// header of its login and refresh answers, calls the console makes anyway; the provider's own API sends no such
// header, so a session answer without it means none, and the console asks nothing more. No React here: the
// HTTP layer (in the entry chunk) writes it, src/api/useExtension.ts reads it.

export const EXTENSIONS_HEADER = 'X-Extensions';

// Undefined until a login or refresh has answered in this tab (or another tab handed its session over).
let known: readonly string[] | undefined;
const listeners = new Set<() => void>();

const changed = (list: readonly string[] | undefined) => {
    known = list;
    for (const listener of listeners) listener();
};

/** The header's value as names: a comma-separated list; absent or empty is none. */
export const parseExtensions = (header: string | null): string[] =>
    (header ?? '')
        .split(',')
        .map(name => name.trim())
        .filter(Boolean);

/** A session answer came (login or refresh): its header, or null without one, says what the server offers. */
export const extensionsAnswered = (header: string | null) => changed(parseExtensions(header));

/** What another tab learnt with the session it handed over (src/api/tabs.ts). */
export const extensionsShared = (list: readonly string[]) => changed([...list]);

/** The names known so far, or undefined before any session answer. */
export const knownExtensions = (): readonly string[] | undefined => known;

/** Whether the server offers `name`: undefined before any session answer. */
export const offers = (name: string): boolean | undefined => known?.includes(name);

/** Calls `listener` whenever the known list changes; returns the unsubscribe. */
export const onExtensionsChanged = (listener: () => void) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};
