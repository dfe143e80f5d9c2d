import { NotFound } from 'react-admin';
import { NotificationEdit } from './NotificationEdit';
import { realOrSample } from './RealOrSample';

// The spec has no edit route: the sample list edits through the create form, so without the extension this
// path does not exist.
export default realOrSample(NotificationEdit, NotFound);
