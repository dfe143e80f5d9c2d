import { Placeholder } from '../../layout/Placeholder';

const VoucherEdit = () => <Placeholder title="VoucherEdit" />;
export default VoucherEdit;
