export { Login as LoginPage } from 'react-admin';
