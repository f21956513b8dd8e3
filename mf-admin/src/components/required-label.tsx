// The product form imports the required-field label from here.
export { RequiredLabel } from '@shop/ui';
