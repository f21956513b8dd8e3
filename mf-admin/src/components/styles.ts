import { inputClass as sharedInputClass } from '@shop/ui';

// Labels and inputs look like every remote's (the product form reads them from here).
export { fieldLabelClass as labelClass } from '@shop/ui';

/** The admin's controls are the dense size of the shared form controls. */
export function inputClass(invalid: boolean): string {
  return sharedInputClass(invalid, 'md');
}
