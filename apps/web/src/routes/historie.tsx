// Lazy route module: historie/:userId and historie/adminHistorie/:userId (one staff member's history).
export { NutzerHistoriePage as Component } from '../modules/historie/components/NutzerHistoriePage';
