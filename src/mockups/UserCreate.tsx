import { Placeholder } from '../layout/Placeholder';

const UserCreate = () => <Placeholder title="UserCreate" />;
export default UserCreate;
