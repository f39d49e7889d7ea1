// Lazy route module: historien (the staff members with 'Historie ansehen').
export { HistorienPage as Component } from '../modules/historie/components/HistorienPage';
