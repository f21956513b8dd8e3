// The admin forms built on use-validated-form import the spinner from here.
export { Spinner } from '@shop/ui';
