import { Placeholder } from '../../layout/Placeholder';

const CustomerShow = () => <Placeholder title="CustomerShow" />;
export default CustomerShow;
