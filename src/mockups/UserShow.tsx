import { Placeholder } from '../layout/Placeholder';

const UserShow = () => <Placeholder title="UserShow" />;
export default UserShow;
