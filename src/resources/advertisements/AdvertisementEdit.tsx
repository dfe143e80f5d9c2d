import { Placeholder } from '../../layout/Placeholder';

const AdvertisementEdit = () => <Placeholder title="AdvertisementEdit" />;
export default AdvertisementEdit;
