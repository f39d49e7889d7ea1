// Lazy route module: any path not in the route table.
export { NotFoundPage as Component } from '../modules/shell/components/NotFoundPage';
