// Lazy route module: formfiller/:auftragId (the form filler; pdf-lib lands in this chunk only).
export { FormfillerPage as Component } from '../modules/formfiller/components/FormfillerPage';
