import { Placeholder } from '../../layout/Placeholder';

const CustomerEdit = () => <Placeholder title="CustomerEdit" />;
export default CustomerEdit;
