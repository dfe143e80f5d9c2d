export { Layout } from 'react-admin';
