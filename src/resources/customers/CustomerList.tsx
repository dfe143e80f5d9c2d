import { Placeholder } from '../../layout/Placeholder';

const CustomerList = () => <Placeholder title="CustomerList" />;
export default CustomerList;
