// Lazy route module: externalKarte (the public map link).
export { ExternalKartePage as Component } from '../modules/antrag/components/ExternalKartePage';
