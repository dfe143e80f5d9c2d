import { runStatements } from './runStatements.ts';

// Uploaded images live beside the rows that show them, so that one transaction writes both and every instance
// serving the database serves every image. An image is named by its content (`<sha256>.<png|jpg>`): the same
// bytes uploaded twice are stored once, and a name never changes meaning, so answers can be cached for good.
// vouchers.image_name and advertisements.image_name hold that name; no foreign key, because files kept under
// DATA_DIR/uploads by earlier versions are imported on start, after this migration has run.
const statements = [
    `CREATE TABLE images (
        name text PRIMARY KEY CHECK (name ~ '^[0-9a-f]{64}\\.(png|jpg)$'),
        content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
        size integer NOT NULL CHECK (size > 0),
        sha256 text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
    );`,
    `CREATE INDEX vouchers_image_name ON vouchers (image_name) WHERE image_name IS NOT NULL;`,
    `CREATE INDEX advertisements_image_name ON advertisements (image_name) WHERE image_name IS NOT NULL;`,
];

export const up = runStatements(statements);
