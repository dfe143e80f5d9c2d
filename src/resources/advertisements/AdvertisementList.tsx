import { Placeholder } from '../../layout/Placeholder';

const AdvertisementList = () => <Placeholder title="AdvertisementList" />;
export default AdvertisementList;
