import SampleNotificationCreate from '../../mockups/NotificationCreate';
import { NotificationCreate } from './NotificationCreate';
import { realOrSample } from './RealOrSample';

export default realOrSample(NotificationCreate, SampleNotificationCreate);
