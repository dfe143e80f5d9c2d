import { Placeholder } from '../layout/Placeholder';

const NotificationList = () => <Placeholder title="NotificationList" />;
export default NotificationList;
