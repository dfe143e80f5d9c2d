import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../contract/client/index.ts';
import { backends, createTestApp, formWith, pngBytes, type TestApp } from '../helpers.ts';

type AdvertisementCreate =
    paths['/v1/i/advertisement']['post']['requestBody']['content']['multipart/form-data'];
type AdvertisementEdit =
    paths['/v1/i/advertisement']['patch']['requestBody']['content']['multipart/form-data'];
/**
 * Any of the form's text fields (the image rides beside them, see formWith): these tests also send incomplete
 * and wrong forms, which the server refuses.
 */
type AdvertisementForm = Partial<Record<Exclude<keyof AdvertisementEdit, 'file'>, string>>;

const image = { bytes: pngBytes, name: 'banner.png', type: 'image/png' };
const valid = { title: 'Raya sale', startDateTime: '2030-01-01T02:00:00.000Z', isActive: 'true' };

describe.each(backends)('advertisements on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const send = (
        method: 'POST' | 'PATCH',
        fields: AdvertisementForm,
        file: typeof image | null = image
    ) => {
        const bodySerializer = formWith(file ?? undefined);
        return method === 'POST'
            ? test.api.POST('/v1/i/advertisement', {
                  body: fields as AdvertisementCreate,
                  bodySerializer,
              })
            : test.api.PATCH('/v1/i/advertisement', {
                  body: fields as AdvertisementEdit,
                  bodySerializer,
              });
    };

    it('creates, reads, lists and updates an advertisement in the contract envelopes', async () => {
        const created = await send('POST', {
            ...valid,
            description: 'Up to 50% off',
            deeplink: 'promo:raya',
        });
        expect(created.response.status).toBe(201);
        const { id = '', imageURL } = created.data?.advertisement ?? {};
        expect(imageURL).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);

        const one = await test.api.GET('/v1/i/advertisement/{id}', { params: { path: { id } } });
        expect(one.data?.advertisement).toMatchObject({
            id,
            title: 'Raya sale',
            deeplink: 'promo:raya',
            isActive: true,
            endDateTime: null,
            status: 'active',
        });
        const list = await test.api.GET('/v1/i/advertisement');
        expect(Object.keys(list.data ?? {})).toEqual(['advertisements']);

        const updated = await send(
            'PATCH',
            { id, isActive: 'false', endDateTime: '2030-02-01T00:00:00.000Z' },
            null
        );
        expect(updated.response.status).toBe(200);
        expect(updated.data?.advertisement).toMatchObject({
            title: 'Raya sale',
            status: 'in draft',
            imageURL,
            endDateTime: '2030-02-01T00:00:00.000Z',
        });
    });

    it('deletes an advertisement (extension advertisement-delete), once', async () => {
        const created = await send('POST', valid);
        const id = created.data?.advertisement.id ?? '';
        const path = { params: { path: { id } } };
        expect((await test.api.DELETE('/v1/i/advertisement/{id}', path)).response.status).toBe(204);
        expect((await test.api.GET('/v1/i/advertisement/{id}', path)).response.status).toBe(404);
        const again = await test.api.DELETE('/v1/i/advertisement/{id}', path);
        expect(again.response.status).toBe(404);
        expect(again.error).toMatchObject({ message: 'Advertisement not found' });
        const extensions = await test.api.GET('/v1/i/extensions');
        expect(extensions.data?.extensions).toContain('advertisement-delete');
    });

    it('derives expired and in draft', async () => {
        const expired = await send('POST', {
            ...valid,
            startDateTime: '2020-01-01T00:00:00Z',
            endDateTime: '2020-02-01T00:00:00Z',
        });
        expect(expired.data?.advertisement.status).toBe('expired');
        const draft = await send('POST', { ...valid, isActive: 'false' });
        expect(draft.data?.advertisement.status).toBe('in draft');
        const drafts = await test.api.GET('/v1/i/advertisement', {
            params: { query: { status: 'in draft', perPage: 50 } },
        });
        expect(drafts.data?.advertisements.every(ad => ad.status === 'in draft')).toBe(true);
        expect(drafts.data?.total).toBeGreaterThan(0);
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
        expect(response.response.status).toBe(400);
        expect(response.error?.errors?.[field]).toBe(message);
    });

    it('requires an image on create', async () => {
        const response = await send('POST', valid, null);
        expect(response.response.status).toBe(400);
        expect(response.error?.errors?.file).toBe('Please upload an advertisement image');
    });

    it('requires a valid id in the PATCH body', async () => {
        expect((await send('PATCH', { title: 'x' }, null)).error?.errors).toHaveProperty('id');
        expect((await send('PATCH', { id: 'abc' }, null)).response.status).toBe(400);
        expect((await send('PATCH', { id: '999999' }, null)).response.status).toBe(404);
    });
});
