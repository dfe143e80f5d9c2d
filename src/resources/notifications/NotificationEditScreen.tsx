import { NotFound } from 'react-admin';
import { realOrSample } from '../../components/RealOrSample';
import { NotificationEdit } from './NotificationEdit';

// The spec has no edit route: the sample list edits through the create form, so without the extension this
// path does not exist.
export default realOrSample('notifications', NotificationEdit, NotFound);
