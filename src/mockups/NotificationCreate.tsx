import { Placeholder } from '../layout/Placeholder';

const NotificationCreate = () => <Placeholder title="NotificationCreate" />;
export default NotificationCreate;
