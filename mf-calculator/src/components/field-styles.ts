import { inputClass } from '@shop/ui';

export { fieldLabelClass } from '@shop/ui';

/** The calculator's inputs are the large size of the shared form controls. */
export function fieldClass(invalid: boolean): string {
  return inputClass(invalid, 'lg');
}
