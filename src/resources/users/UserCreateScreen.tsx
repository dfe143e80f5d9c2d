import { realOrSample } from '../../components/RealOrSample';
import SampleUserCreate from '../../mockups/UserCreate';
import { StaffUserCreate } from './StaffUserCreate';

export default realOrSample('staff-users', StaffUserCreate, SampleUserCreate);
