// Lazy route module: editBemerkung/:id
export { EditBemerkungPage as Component } from '../modules/account/components/EditBemerkungPage';
