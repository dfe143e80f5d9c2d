import { fakeDataProvider } from './fakeDataProvider';

// Placeholder until Console core lands.
export const dataProvider = fakeDataProvider;
