import { DashboardSchema } from '../schemas/dashboard.ts';
import { endpoint } from './endpoint.ts';

export const get = /* @__PURE__ */ endpoint({ method: 'GET', path: '/reports/dashboard', response: DashboardSchema });
