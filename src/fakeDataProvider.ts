import type { DataProvider } from 'react-admin';

const empty = async () => ({ data: [], total: 0 }) as never;
export const fakeDataProvider: DataProvider = {
    getList: empty,
    getOne: async () => ({ data: { id: 0 } }) as never,
    getMany: empty,
    getManyReference: empty,
    create: async () => ({ data: { id: 0 } }) as never,
    update: async () => ({ data: { id: 0 } }) as never,
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: { id: 0 } }) as never,
    deleteMany: async () => ({ data: [] }),
};
