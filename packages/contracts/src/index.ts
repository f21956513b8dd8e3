// First, so every schema below is parsed with the right zod settings.
export * from './zod-config.js';
export * from './money.js';
export * from './errors.js';
export * from './subjects.js';
export * from './health.js';
export * from './pricing/material.js';
export * from './pricing/material-prices.js';
export * from './pricing/system-setting.js';
export * from './pricing/calculate-price.js';
export * from './pricing/admin-actor.js';
export * from './pricing/create-material.js';
export * from './pricing/delete-material.js';
export * from './pricing/create-material-price.js';
export * from './pricing/update-material-price.js';
export * from './pricing/delete-material-price.js';
export * from './pricing/update-system-setting.js';
export * from './pricing/prices-changed.js';
