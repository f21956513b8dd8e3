/** Every query key of the configurator, so cache reads and tests agree on them. */
export const configuratorKeys = {
  materials: () => ['materials'] as const,
  materialPrices: (materialId: number | null) => ['material-prices', materialId] as const,
  holeCost: () => ['system-settings', 'hole_cost'] as const,
};
