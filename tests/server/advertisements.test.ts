import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, multipart, pngBytes, type TestApp } from './helpers.ts';

const image = { bytes: pngBytes, name: 'banner.png', type: 'image/png' };
const valid = { title: 'Raya sale', startDateTime: '2030-01-01T02:00:00.000Z', isActive: 'true' };

describe.each(backends)('advertisements on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const send = async (
        method: 'POST' | 'PATCH',
        fields: Record<string, string>,
        file: typeof image | null = image
    ) => {
        const body = await multipart(fields, file ?? undefined);
        return test.app.inject({
            method,
            url: '/v1/i/advertisement',
            payload: body.payload,
            headers: { ...body.headers, ...test.auth },
        });
    };
    const get = (url: string) => test.app.inject({ method: 'GET', url, headers: test.auth });

    it('creates, reads, lists and updates an advertisement in the contract envelopes', async () => {
        const created = await send('POST', {
            ...valid,
            description: 'Up to 50% off',
            deeplink: 'promo:raya',
        });
        expect(created.statusCode).toBe(201);
        const { id, imageURL } = created.json().advertisement;
        expect(imageURL).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);

        const one = await get(`/v1/i/advertisement/${id}`);
        expect(one.json().advertisement).toMatchObject({
            id,
            title: 'Raya sale',
            deeplink: 'promo:raya',
            isActive: true,
            endDateTime: null,
            status: 'active',
        });
        const list = await get('/v1/i/advertisement');
        expect(Object.keys(list.json())).toEqual(['advertisements']);

        const updated = await send(
            'PATCH',
            { id, isActive: 'false', endDateTime: '2030-02-01T00:00:00.000Z' },
            null
        );
        expect(updated.statusCode).toBe(200);
        expect(updated.json().advertisement).toMatchObject({
            title: 'Raya sale',
            status: 'in draft',
            imageURL,
            endDateTime: '2030-02-01T00:00:00.000Z',
        });
    });

    it('derives expired and in draft', async () => {
        const expired = await send('POST', {
            ...valid,
            startDateTime: '2020-01-01T00:00:00Z',
            endDateTime: '2020-02-01T00:00:00Z',
        });
        expect(expired.json().advertisement.status).toBe('expired');
        const draft = await send('POST', { ...valid, isActive: 'false' });
        expect(draft.json().advertisement.status).toBe('in draft');
        const drafts = await get('/v1/i/advertisement?status=in%20draft&perPage=50');
        expect(
            drafts.json().advertisements.every((ad: { status: string }) => ad.status === 'in draft')
        ).toBe(true);
        expect(drafts.json().total).toBeGreaterThan(0);
    });

    it.each([
        [{ title: '' }, 'title', 'Please enter a campaign name'],
        [{ startDateTime: '' }, 'startDateTime', 'Please select a start date'],
        [
            { endDateTime: '2029-01-01T00:00:00Z' },
            'endDateTime',
            'The end date must not be before the start date',
        ],
        [{ deeplink: 'not a link' }, 'deeplink', 'The deeplink must look like screen:param'],
        [{ isActive: 'yes' }, 'isActive', 'isActive must be "true" or "false"'],
        [
            { startDateTime: '01/02/2030' },
            'startDateTime',
            'startDateTime must be an ISO 8601 date',
        ],
        [{ status: 'active' }, 'status', 'Unknown field'],
    ])('rejects %o naming the field', async (fields, field, message) => {
        const response = await send('POST', { ...valid, ...fields });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
    });

    it('requires an image on create', async () => {
        const response = await send('POST', valid, null);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.file).toBe('Please upload an advertisement image');
    });

    it('requires a valid id in the PATCH body', async () => {
        expect((await send('PATCH', { title: 'x' }, null)).json().errors).toHaveProperty('id');
        expect((await send('PATCH', { id: 'abc' }, null)).statusCode).toBe(400);
        expect((await send('PATCH', { id: '999999' }, null)).statusCode).toBe(404);
    });
});
