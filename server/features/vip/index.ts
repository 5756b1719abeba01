// The VIP members' dashboard, calendar and profile.
export { vipRoutes } from './vip.routes';
