import { dashboardSchema } from '../../contract/index.ts';
import type { App } from '../lib/zodProvider.ts';

export default async function dashboardRoutes(app: App) {
    app.get(
        '/dashboard',
        { config: { access: 'read' }, schema: { response: { 200: dashboardSchema } } },
        () => app.dashboardRepository.read()
    );
}
