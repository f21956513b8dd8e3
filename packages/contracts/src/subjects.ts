/**
 * NATS subject names: `<service>.<noun>.<verb>` for request-reply, `<service>.<noun>.<past-tense>`
 * for events. The only place these strings are written.
 */
export const pricingSubjects = {
  listMaterials: 'pricing.material.list',
  listMaterialPrices: 'pricing.material-price.list',
  getSystemSetting: 'pricing.system-setting.get',
  calculatePrice: 'pricing.price.calculate',
  /** Price of a configurator design, from its parameters alone. */
  quoteDesign: 'pricing.design.quote',
  checkHealth: 'pricing.health.check',
  pricesChanged: 'pricing.prices.changed',
  // Admin writes: each message carries the gateway's `actor`; each success publishes pricesChanged.
  createMaterial: 'pricing.material.create',
  deleteMaterial: 'pricing.material.delete',
  createMaterialPrice: 'pricing.material-price.create',
  updateMaterialPrice: 'pricing.material-price.update',
  /** Several price rows in one transaction, all or nothing. */
  bulkUpdateMaterialPrices: 'pricing.material-price.bulk-update',
  deleteMaterialPrice: 'pricing.material-price.delete',
  updateSystemSetting: 'pricing.system-setting.update',
  /** Quantity discounts: the list (anyone) and its replacement as a whole (admin). */
  listQuantityTiers: 'pricing.quantity-tier.list',
  putQuantityTiers: 'pricing.quantity-tier.put',
  /** A material's cutting rules: smallest hole factor and largest sheet. */
  updateMaterialManufacturing: 'pricing.material-manufacturing.update',
  // Laser quotes from an uploaded DXF.
  quoteLaser: 'pricing.laser-quote.create',
  priceLaserQuote: 'pricing.laser-quote.price',
  createLaserQuoteRequest: 'pricing.laser-quote-request.create',
  /** Admin message: carries the gateway's `actor`. */
  listLaserQuoteRequests: 'pricing.laser-quote-request.list',
  /** The drawing of an uploaded part (its contours), for written offers and orders. */
  drawLaserQuote: 'pricing.laser-quote.draw',
  /** Where an uploaded part's file is kept, for the orders service to copy it into an order. */
  getLaserQuoteFile: 'pricing.laser-quote-file.get',
} as const;

/** The catalogue service: categories, products and product dimensions. */
export const catalogueSubjects = {
  /** Price per piece and stock of one product, for the cart. */
  getProductPrice: 'catalogue.product-price.get',
  listCategories: 'catalogue.category.list',
  listProducts: 'catalogue.product.list',
  getProduct: 'catalogue.product.get',
  checkHealth: 'catalogue.health.check',
  productsChanged: 'catalogue.products.changed',
  // Admin messages: each carries the gateway's `actor`; each write publishes productsChanged.
  createProduct: 'catalogue.product.create',
  updateProduct: 'catalogue.product.update',
  deleteProduct: 'catalogue.product.delete',
  listProductDimensions: 'catalogue.product-dimension.list',
  createProductDimension: 'catalogue.product-dimension.create',
  deleteProductDimension: 'catalogue.product-dimension.delete',
} as const;

/** The cart service: every message carries the visitor's `cartId`. */
export const cartSubjects = {
  getCart: 'cart.cart.get',
  addLine: 'cart.line.add',
  updateLine: 'cart.line.update',
  removeLine: 'cart.line.remove',
  /** The orders service takes the lines it has ordered out of the cart. */
  removeOrderedLines: 'cart.ordered-lines.remove',
  checkHealth: 'cart.health.check',
} as const;

/** The content service: blog posts, each request in one `language` (German when untranslated). */
export const contentSubjects = {
  listPosts: 'content.post.list',
  getPost: 'content.post.get',
  checkHealth: 'content.health.check',
} as const;

/** The orders service: written offers and orders; admin messages carry the gateway's `actor`. */
export const ordersSubjects = {
  placeOrder: 'orders.order.place',
  createOffer: 'orders.offer.create',
  listOrders: 'orders.order.list',
  getOrder: 'orders.order.get',
  updateOrderStatus: 'orders.order.update-status',
  recordPayment: 'orders.order.record-payment',
  getPartFile: 'orders.part-file.get',
  checkHealth: 'orders.health.check',
  /** Event (JetStream ORDER_EVENTS) after an order is committed. */
  orderPlaced: 'orders.order.placed',
} as const;

/** Queue groups, one per service, so replicas share the work and each request is answered once. */
export const queueGroups = {
  pricing: 'pricing',
  catalogue: 'catalogue',
  cart: 'cart',
  content: 'content',
  orders: 'orders',
} as const;
