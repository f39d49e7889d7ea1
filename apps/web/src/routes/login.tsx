// Lazy route module: login/:referer?
export { LoginPage as Component } from '../modules/auth/components/LoginPage';
