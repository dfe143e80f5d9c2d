import { realOrSample } from '../../components/RealOrSample';
import SampleUserShow from '../../mockups/UserShow';
import { StaffUserDetails } from './StaffUserDetails';

export default realOrSample('staff-users', StaffUserDetails, SampleUserShow);
