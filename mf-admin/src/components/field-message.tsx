// The product form imports the field message from here.
export { FieldMessage } from '@shop/ui';
