/**
 * The look of the checkout's sections (its controls are the shared form controls of @shop/ui).
 * Full class names (never built from parts), so Tailwind finds every one of them in this file.
 */
export const sectionClass = 'shop:p-5 shop:sm:p-6';
export const sectionTitleClass = 'shop:text-lg shop:font-semibold';
