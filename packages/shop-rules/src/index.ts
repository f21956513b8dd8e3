// The shop's business rules, each once, as pure functions: what a part, a product, a line, a cart
// and an order cost, the defaults the shop starts from, and the limits a part is checked against.
// They take measures and settings; geometry and data lookups happen before, in the caller.
export * from './pricing/cut-costs.js';
export * from './pricing/sheet-price.js';
export * from './pricing/design-price.js';
export * from './pricing/laser-price.js';
export * from './pricing/hole-cost.js';
export * from './pricing/quantity-tiers.js';
export * from './pricing/price-change.js';
export * from './catalogue/product-price.js';
export * from './cart/cart-summary.js';
export * from './cart/orderable-lines.js';
export * from './orders/order-totals.js';
export * from './orders/shipping.js';
export * from './orders/order-lifecycle.js';
export * from './manufacturing/material-rules.js';
export * from './manufacturing/thresholds.js';
export * from './manufacturing/blocking-findings.js';
