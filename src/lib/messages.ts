// A tree of message strings by key, as polyglot reads it: the shared ones (src/i18n/) and each resource's own
// (src/resources/<name>/messages.ts) are merged into one per language.

export type MessageTree = { [key: string]: string | MessageTree };

const isTree = (value: unknown): value is MessageTree =>
    value !== null && typeof value === 'object';

const mergeInto = (into: MessageTree, part: MessageTree, path: string) => {
    for (const [key, value] of Object.entries(part)) {
        const at = path ? `${path}.${key}` : key;
        const held = into[key];
        if (held === undefined) into[key] = isTree(value) ? mergeInto({}, value, at) : value;
        else if (isTree(held) && isTree(value)) mergeInto(held, value, at);
        // Two folders writing one key would leave one of them silently unused.
        else throw new Error(`The message ${at} is declared twice`);
    }
    return into;
};

/** `base` with every part's strings added beside its own; a key declared twice throws. */
export const mergeMessages = <T extends object>(base: T, parts: MessageTree[]): T =>
    parts.reduce<MessageTree>(
        (merged, part) => mergeInto(merged, part, ''),
        mergeInto({}, base as MessageTree, '')
    ) as T;
