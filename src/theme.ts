import { defaultTheme } from 'react-admin';

export const theme = defaultTheme;
