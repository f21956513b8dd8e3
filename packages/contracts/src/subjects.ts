/**
 * NATS subject names: `<service>.<noun>.<verb>` for request-reply, `<service>.<noun>.<past-tense>`
 * for events. The only place these strings are written.
 */
export const pricingSubjects = {
  listMaterials: 'pricing.material.list',
  listMaterialPrices: 'pricing.material-price.list',
  getSystemSetting: 'pricing.system-setting.get',
  calculatePrice: 'pricing.price.calculate',
  checkHealth: 'pricing.health.check',
  pricesChanged: 'pricing.prices.changed',
  // Admin writes: each message carries the gateway's `actor`; each success publishes pricesChanged.
  createMaterial: 'pricing.material.create',
  deleteMaterial: 'pricing.material.delete',
  createMaterialPrice: 'pricing.material-price.create',
  updateMaterialPrice: 'pricing.material-price.update',
  deleteMaterialPrice: 'pricing.material-price.delete',
  updateSystemSetting: 'pricing.system-setting.update',
} as const;

/** Queue groups, one per service, so replicas share the work and each request is answered once. */
export const queueGroups = {
  pricing: 'pricing',
  catalogue: 'catalogue',
  cart: 'cart',
  content: 'content',
} as const;
