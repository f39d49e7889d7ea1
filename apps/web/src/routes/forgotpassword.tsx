// Lazy route module: forgotpassword?f
export { ForgotPasswordPage as Component } from '../modules/account/components/ForgotPasswordPage';
