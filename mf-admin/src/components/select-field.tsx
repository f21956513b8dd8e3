// The product form imports the select field from here.
export { SelectField, type SelectFieldProps, type SelectOption } from '@shop/ui';
