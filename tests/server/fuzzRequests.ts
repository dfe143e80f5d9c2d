import fc from 'fast-check';
import { ADVERTISEMENT_FORM_FIELDS, VOUCHER_FORM_FIELDS } from '../../contract/index.ts';
import { jpegBytes, pngBytes, validVoucher } from './helpers.ts';

/** One generated request, as app.inject takes it. */
export interface FuzzRequest {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
}

export type Credentials = 'none' | 'admin' | 'analyst' | 'garbage';

const oddText = fc.oneof(
    {
        weight: 3,
        arbitrary: fc.constantFrom(
            ...[
                '',
                ' ',
                '1',
                '0',
                '-1',
                '1e3',
                '10abc',
                '1.005',
                '99999999999999',
                '2147483648',
                'NaN',
            ],
            ...['Infinity', 'true', 'false', 'null', 'PERCENTAGE', 'FIXED', 'PRODUCT', 'UNLIMITED'],
            ...[
                'DATE_RANGE',
                'DURATION',
                'days',
                'months',
                'asc',
                'DESC',
                'active',
                'expired',
                'in draft',
            ],
            ...['2031-02-30', '2031-02-29', '0000-01-01', '10000-01-01', '2031-01-01T10:00:00Z'],
            ...[
                '9999-12-31T23:59:59-05:00',
                '2031-01-01T24:00',
                'promo:raya',
                'javascript:alert(1)',
            ],
            ...[
                'data:text/html,x',
                'a\0b',
                '\0',
                'é',
                '\ud800',
                '<script>',
                "'; drop table vouchers;--",
            ]
        ),
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) }
);

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) becomes invalid UTF-8 bytes. */
const encode = (text: string) => {
    try {
        return encodeURIComponent(text);
    } catch {
        return '%ED%A0%80';
    }
};

/** Rarely, a field over the multipart limit (64 KB) or a JSON body over the body limit (1 MB). */
const hugeText = fc.constantFrom(70 * 1024, 1100 * 1024).map(size => 'x'.repeat(size));

const paramValue = fc.oneof(
    fc.constantFrom(
        '1',
        '2',
        '3',
        '999999',
        '0',
        '-1',
        '1e3',
        'abc',
        '1.5',
        '99999999999999999999'
    ),
    fc.nat(50).map(String),
    oddText.map(encode)
);

const queryKeys = ['page', 'perPage', 'sort', 'order', 'status', 'q', 'actor', 'entityType'];
const query = fc.dictionary(
    fc.oneof(
        fc.constantFrom(...queryKeys, 'entityId', 'action', 'from', 'to'),
        fc.string({ maxLength: 6 })
    ),
    oddText,
    { maxKeys: 3 }
);

const jsonBody = fc.oneof(
    fc.record({ username: fc.oneof(oddText, fc.constant('admin')), password: oddText }),
    fc.record({
        users: fc.oneof(
            fc.array(fc.oneof(paramValue, fc.integer(), fc.double(), fc.constant(null)), {
                maxLength: 6,
            }),
            oddText
        ),
    }),
    fc.jsonValue({ maxDepth: 3 })
);

const formKeys = [...new Set([...VOUCHER_FORM_FIELDS, ...ADVERTISEMENT_FORM_FIELDS, 'id'])];
const validAdvertisement = {
    title: 'Fuzz',
    startDateTime: '2031-01-01T00:00:00Z',
    isActive: 'true',
};

const file = fc.oneof(
    fc.constant(undefined),
    fc.constant(pngBytes),
    fc.constant(jpegBytes),
    fc.uint8Array({ maxLength: 64 }).map(extra => Buffer.concat([pngBytes, extra])),
    fc.uint8Array({ maxLength: 64 }).map(bytes => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0))
);

const multipartBody = fc.record({
    base: fc.constantFrom({}, validVoucher, validAdvertisement),
    fields: fc.dictionary(
        fc.oneof(
            { weight: 5, arbitrary: fc.constantFrom(...formKeys) },
            fc.string({ maxLength: 8 })
        ),
        fc.oneof({ weight: 20, arbitrary: oddText }, hugeText),
        { maxKeys: 4 }
    ),
    file,
    fileField: fc.constantFrom('file', 'file', 'file', 'image'),
    damage: fc.constantFrom(
        'none',
        'none',
        'none',
        'truncated',
        'otherBoundary',
        'noBoundary',
        'noCrlf',
        'noEnd'
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
});

/** A multipart body built by hand, so that it can be broken in the ways a client or a proxy breaks one. */
function buildMultipart(body: typeof multipartBody extends fc.Arbitrary<infer T> ? T : never) {
    const boundary = 'fuzzBoundary7MA4YWxk';
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries({ ...body.base, ...body.fields })) {
        chunks.push(
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
            )
        );
    }
    if (body.file) {
        chunks.push(
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${body.fileField}"; filename="a.png"\r\n` +
                    'Content-Type: image/png\r\n\r\n'
            ),
            body.file,
            Buffer.from('\r\n')
        );
    }
    if (body.damage !== 'noEnd') chunks.push(Buffer.from(`--${boundary}--\r\n`));
    let payload = Buffer.concat(chunks);
    if (body.damage === 'truncated')
        payload = payload.subarray(0, Math.floor(payload.length * body.cut));
    if (body.damage === 'noCrlf')
        payload = Buffer.from(payload.toString('latin1').replaceAll('\r\n', '\n'), 'latin1');
    const contentType =
        {
            otherBoundary: 'multipart/form-data; boundary=somethingElse',
            noBoundary: 'multipart/form-data',
        }[body.damage as string] ?? `multipart/form-data; boundary=${boundary}`;
    return { payload, contentType };
}

const body = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 3, arbitrary: jsonBody.map(value => ({ kind: 'json' as const, value })) },
    {
        weight: 1,
        arbitrary: fc
            .constantFrom('{"username":', '{"users":[1,', '[]', '"\\u0000"', '{"a":"\\u0000"}')
            .map(raw => ({ kind: 'rawJson' as const, raw })),
    },
    {
        weight: 1,
        arbitrary: hugeText.map(text => ({
            kind: 'rawJson' as const,
            raw: JSON.stringify({ users: [text] }),
        })),
    },
    { weight: 5, arbitrary: multipartBody.map(form => ({ kind: 'multipart' as const, form })) },
    { weight: 1, arbitrary: oddText.map(text => ({ kind: 'text' as const, text })) }
);

/** Requests to the given routes: any params, query, credentials, XSRF header and body. */
export function fuzzRequests(
    routes: { method: string; url: string }[],
    tokens: Record<Exclude<Credentials, 'none'>, string>
): fc.Arbitrary<FuzzRequest & { credentials: Credentials }> {
    return fc
        .record({
            route: fc.constantFrom(...routes),
            params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
            query,
            credentials: fc.constantFrom<Credentials>(
                'none',
                'admin',
                'admin',
                'admin',
                'analyst',
                'garbage'
            ),
            xsrf: fc.option(fc.tuple(oddText, oddText), { nil: undefined }),
            body,
        })
        .map(({ route, params, query, credentials, xsrf, body }) => {
            let index = 0;
            const path = route.url.replace(/:\w+/g, () => params[index++] ?? '1');
            const search = new URLSearchParams(query).toString();
            const headers: Record<string, string> = {};
            if (credentials !== 'none') headers.authorization = `Bearer ${tokens[credentials]}`;
            if (xsrf) {
                headers.cookie = `XSRF-TOKEN=${encode(xsrf[0])}; refreshToken=x`;
                headers['x-xsrf-token'] = encode(xsrf[1]);
            }
            let payload: string | Buffer | undefined;
            if (body.kind === 'json') payload = JSON.stringify(body.value) ?? 'null';
            if (body.kind === 'rawJson') payload = body.raw;
            if (body.kind === 'json' || body.kind === 'rawJson')
                headers['content-type'] = 'application/json';
            if (body.kind === 'text') {
                payload = body.text;
                headers['content-type'] = 'text/plain';
            }
            if (body.kind === 'multipart') {
                const built = buildMultipart(body.form);
                payload = built.payload;
                headers['content-type'] = built.contentType;
            }
            const method = route.method;
            return {
                method,
                url: search ? `${path}?${search}` : path,
                headers,
                payload,
                credentials,
            };
        });
}
