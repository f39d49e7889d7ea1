// Lazy route module: resetpassword?code
export { ResetPasswordPage as Component } from '../modules/account/components/ResetPasswordPage';
