// Lazy route module: dashboard (the case worker's desk).
export { DashboardPage as Component } from '../modules/dashboard/components/DashboardPage';
