import SampleUserShow from '../../mockups/UserShow';
import { realOrSample } from './RealOrSample';
import { StaffUserDetails } from './StaffUserDetails';

export default realOrSample(StaffUserDetails, SampleUserShow);
