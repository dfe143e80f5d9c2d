// The upload rules the server enforces (server/images/image.ts), which the console's drop zone states as
// its hint and checks before sending: one place, so the hint cannot drift from the check.

/** An image is at most 5 MB (spec §9). */
export const maxImageBytes = 5 * 1024 * 1024;

/** JPEG or PNG only, the types react-dropzone accepts, with their extensions. */
export const acceptedImageTypes = {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
} as const;

/** The largest image accepted, in pixels: each side, and in all (a small file may decode to a huge picture). */
export const maxImageSide = 8000;
export const maxImagePixels = 40_000_000;
