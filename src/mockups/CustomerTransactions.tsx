import { Placeholder } from '../layout/Placeholder';

const CustomerTransactions = () => <Placeholder title="CustomerTransactions" />;
export default CustomerTransactions;
