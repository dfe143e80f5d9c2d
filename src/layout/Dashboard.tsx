import { Placeholder } from './Placeholder';

export const Dashboard = () => <Placeholder title="Welcome" />;
