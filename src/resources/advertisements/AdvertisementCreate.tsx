import { Placeholder } from '../../layout/Placeholder';

const AdvertisementCreate = () => <Placeholder title="AdvertisementCreate" />;
export default AdvertisementCreate;
