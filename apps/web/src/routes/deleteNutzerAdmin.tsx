// Lazy route module: deleteNutzerAdmin/:id
export { DeleteNutzerAdminPage as Component } from '../modules/account/components/DeleteNutzerAdminPage';
