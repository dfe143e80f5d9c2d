/** An error with the status and body the client should see; anything else is answered as a 500. */
export class HttpError extends Error {
    statusCode: number;
    errors: Record<string, string> | undefined;

    constructor(statusCode: number, message: string, errors?: Record<string, string>) {
        super(message);
        this.statusCode = statusCode;
        this.errors = errors;
    }
}

/** A 400 whose message is the first field's message, so a toast showing `message` says something useful. */
export function invalidInput(errors: Record<string, string>): HttpError {
    const first = Object.values(errors)[0] ?? 'Invalid input';
    return new HttpError(400, first, errors);
}
