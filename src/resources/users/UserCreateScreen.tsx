import SampleUserCreate from '../../mockups/UserCreate';
import { realOrSample } from './RealOrSample';
import { StaffUserCreate } from './StaffUserCreate';

export default realOrSample(StaffUserCreate, SampleUserCreate);
