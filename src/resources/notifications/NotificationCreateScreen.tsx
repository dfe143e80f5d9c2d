import { realOrSample } from '../../components/RealOrSample';
import SampleNotificationCreate from '../../mockups/NotificationCreate';
import { NotificationCreate } from './NotificationCreate';

export default realOrSample('notifications', NotificationCreate, SampleNotificationCreate);
