import { Placeholder } from '../../layout/Placeholder';

const CustomerVouchers = () => <Placeholder title="CustomerVouchers" />;
export default CustomerVouchers;
