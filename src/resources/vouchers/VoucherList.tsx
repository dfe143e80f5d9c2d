import { Placeholder } from '../../layout/Placeholder';

const VoucherList = () => <Placeholder title="VoucherList" />;
export default VoucherList;
