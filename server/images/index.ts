import type { Area } from '../lib/area.ts';
import imagesRepository from './repository.ts';
import uploads from './uploads.ts';

/** The vouchers' and advertisements' images: decoded and stored on upload, served under /uploads. */
export const images: Area = {
    name: 'images',
    services: async (app, { config }) => {
        await app.register(imagesRepository);
        await app.register(uploads, { dataDir: config.dataDir });
    },
};

// What other areas use.
export { auditedImagedWrites } from './auditedWrites.ts';
export { checkImage, imageNamePattern, maxImageBytes } from './image.ts';
