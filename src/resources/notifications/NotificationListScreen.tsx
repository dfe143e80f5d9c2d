import SampleNotificationList from '../../mockups/NotificationList';
import { NotificationList } from './NotificationList';
import { realOrSample } from './RealOrSample';

export default realOrSample(NotificationList, SampleNotificationList);
