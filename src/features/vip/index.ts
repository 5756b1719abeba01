// The VIP pages' parts as the app assembles them: dashboard, publication history, calendar and profile.
export { useVipDashboard } from './api/get-dashboard';
export { useVipProfile } from './api/get-profile';
export { useTemplateChoices } from './api/get-templates';
export { VipCalendarView } from './components/vip-calendar';
export { VipDashboardView } from './components/vip-dashboard';
export { VipHistoryView } from './components/vip-history';
export { VipProfileForm } from './components/vip-profile-form';
