import { realOrSample } from '../../components/RealOrSample';
import SampleNotificationList from '../../mockups/NotificationList';
import { NotificationList } from './NotificationList';

export default realOrSample('notifications', NotificationList, SampleNotificationList);
