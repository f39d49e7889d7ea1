// Lazy route module: editNutzerAdmin/neu (create a user)
export { CreateNutzerPage as Component } from '../modules/account/components/NutzerEditPages';
