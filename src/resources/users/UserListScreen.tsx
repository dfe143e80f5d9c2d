import SampleUserList from '../../mockups/UserList';
import { realOrSample } from './RealOrSample';
import { StaffUserList } from './StaffUserList';

export default realOrSample(StaffUserList, SampleUserList);
