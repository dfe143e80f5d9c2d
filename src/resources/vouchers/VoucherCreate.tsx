import { Placeholder } from '../../layout/Placeholder';

const VoucherCreate = () => <Placeholder title="VoucherCreate" />;
export default VoucherCreate;
