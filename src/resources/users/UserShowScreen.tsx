import SampleUserShow from '../../mockups/UserShow';
import { realOrSample } from './RealOrSample';
import { StaffUserEdit } from './StaffUserEdit';

export default realOrSample(StaffUserEdit, SampleUserShow);
