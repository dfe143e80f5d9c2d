// The password policy of spec §5 'Others', enforced by our server and shown by the console as a live
// checklist. No zod here, so the console can import it without pulling schemas into its bundle.

export const passwordRules = [
    'length',
    'uppercase',
    'lowercase',
    'number',
    'special',
    'name',
    'username',
] as const;
export type PasswordRule = (typeof passwordRules)[number];

/** What the server answers in a 400 for each rule (the console has its own translated strings). */
export const passwordRuleMessages: Record<PasswordRule, string> = {
    length: 'Password must be at least 8 characters',
    uppercase: 'Password must contain an uppercase letter',
    lowercase: 'Password must contain a lowercase letter',
    number: 'Password must contain a number',
    special: 'Password must contain a special character',
    name: 'Password must not contain your name',
    username: 'Password must not contain your username',
};

// A name or username shorter than this would refuse too many passwords by accident ("Al" in "Always").
const shortestCheckedPart = 3;

function contains(password: string, text: string | undefined): boolean {
    const lower = password.toLowerCase();
    return (text ?? '')
        .toLowerCase()
        .split(/\s+/)
        .some(part => part.length >= shortestCheckedPart && lower.includes(part));
}

/** The rules a password breaks, in the order above; empty when it is acceptable. */
export function failedPasswordRules(
    password: string,
    person: { name?: string | undefined; username?: string | undefined } = {}
): PasswordRule[] {
    const broken: Record<PasswordRule, boolean> = {
        length: password.length < 8,
        uppercase: !/\p{Lu}/u.test(password),
        lowercase: !/\p{Ll}/u.test(password),
        number: !/\p{Nd}/u.test(password),
        special: !/[^\p{L}\p{Nd}\s]/u.test(password),
        name: contains(password, person.name),
        username: contains(password, person.username),
    };
    return passwordRules.filter(rule => broken[rule]);
}
