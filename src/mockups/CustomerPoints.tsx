import { Placeholder } from '../layout/Placeholder';

const CustomerPoints = () => <Placeholder title="CustomerPoints" />;
export default CustomerPoints;
