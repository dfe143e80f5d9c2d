import { Placeholder } from '../layout/Placeholder';

const UserList = () => <Placeholder title="UserList" />;
export default UserList;
