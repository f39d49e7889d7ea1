// Lazy route module: mahnung (dunning).
export { MahnungAuftragPage as Component } from '../modules/mahnung/components/MahnungAuftragPage';
