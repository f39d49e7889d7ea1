// Lazy route module: editNutzerAdmin/:userId
export { EditNutzerAdminPage as Component } from '../modules/account/components/NutzerEditPages';
