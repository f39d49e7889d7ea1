// Lazy route module: changePasswortAdmin/:userId
export { ChangePasswortAdminPage as Component } from '../modules/account/components/ChangePasswortAdminPage';
