// The product form and the admin forms built on use-validated-form import the text field from here.
export { TextField, UNREADABLE_NUMBER, type TextFieldProps } from '@shop/ui';
