// Lazy route module: antrag (the request wizard).
export { AntragWizardPage as Component } from '../modules/antrag/components/AntragWizardPage';
