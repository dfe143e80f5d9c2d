import { realOrSample } from '../../components/RealOrSample';
import SampleUserList from '../../mockups/UserList';
import { StaffUserList } from './StaffUserList';

export default realOrSample('staff-users', StaffUserList, SampleUserList);
