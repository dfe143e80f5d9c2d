// Our server names each refusal with a `code` and its `params` beside the English `message`, and each field's
// error in `fieldCodes` beside the English `errors` (contract/error.ts). The console shows the translation of
// `app.errors.<code>`, with the English text as polyglot's fallback (`_`) for a code it does not know and for the
// provider's API, which sends messages only.

type Params = Record<string, string | number>;
interface Coded {
    code?: unknown;
    params?: unknown;
}
interface ErrorBody extends Coded {
    message?: unknown;
    errors?: unknown;
    fieldCodes?: unknown;
}

/** What to translate: a message key and its arguments, `_` holding the text to show when the key is missing. */
export interface ServerText {
    key: string;
    args: Params & { _: string };
}

const paramsOf = (coded: Coded): Params =>
    coded.params && typeof coded.params === 'object' ? (coded.params as Params) : {};

/** What to translate for a text our server names with a code (the English as fallback), or sends as is. */
export const textOf = (coded: Coded | undefined, english: string): ServerText =>
    typeof coded?.code === 'string' && coded.code
        ? { key: `app.errors.${coded.code}`, args: { ...paramsOf(coded), _: english } }
        : { key: english, args: { _: english } };

/** The translation of an error answer's message, or undefined when it has no message (a network failure). */
export const serverText = (error: unknown): ServerText | undefined => {
    const body = (error as { body?: ErrorBody | null } | null)?.body;
    if (typeof body?.message !== 'string' || !body.message) return undefined;
    return textOf(body, body.message);
};

// react-admin's inputs parse a field error written in this form into a message key and its arguments
// (ra-core ValidationError); react-admin hands `body.errors` to the form as they are, strings only.
const VALIDATION_PREFIX = '@@react-admin@@';

/** A translation written as one string, in the form react-admin's ValidationError reads. */
const encoded = ({ key, args }: ServerText) =>
    `${VALIDATION_PREFIX}${JSON.stringify({ message: key, args })}`;

/**
 * The message of an error answer's HttpError, undefined when the answer has none. react-admin's own failure
 * toasts (its delete buttons, edit and create views without an onError of ours) notify `error.message` as a
 * message key: a coded answer's message is its translation written as one string, which the i18nProvider
 * reads (decodedText), so the toast is in the console's language; the provider's is its message as sent.
 */
export const errorMessage = (body: unknown): string | undefined => {
    const text = serverText({ body });
    if (!text) return undefined;
    return typeof (body as Coded).code === 'string' && (body as Coded).code
        ? encoded(text)
        : text.args._;
};

/** The translation a string written as `encoded` writes it carries; undefined for any other string. */
export const decodedText = (message: string): ServerText | undefined => {
    if (!message.startsWith(VALIDATION_PREFIX)) return undefined;
    try {
        const { message: key, args } = JSON.parse(message.slice(VALIDATION_PREFIX.length));
        if (typeof key === 'string') return { key, args: { _: key, ...args } };
    } catch {
        // Not one of ours: translated as it is.
    }
    return undefined;
};

/**
 * An error answer whose `errors` carry each field's translation (key, params, the English as fallback) for the
 * form that shows them under its inputs; a body without `fieldCodes` is returned as it came.
 */
export const withTranslatableFields = (body: unknown): unknown => {
    const { errors, fieldCodes } = (body ?? {}) as ErrorBody;
    if (!errors || typeof errors !== 'object' || !fieldCodes || typeof fieldCodes !== 'object') {
        return body;
    }
    const codes = fieldCodes as Record<string, Coded>;
    const translatable = Object.fromEntries(
        Object.entries(errors as Record<string, string>).map(([field, english]) => {
            return [field, encoded(textOf(codes[field], english))];
        })
    );
    return { ...(body as object), errors: translatable };
};
