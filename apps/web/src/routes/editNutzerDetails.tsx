// Lazy route module: editNutzerDetails/:userId
export { EditNutzerDetailsPage as Component } from '../modules/account/components/NutzerEditPages';
