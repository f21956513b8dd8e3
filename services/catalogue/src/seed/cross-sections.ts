/** Density of carbon steel in g/cm³ (EN 10025 and friends). */
export const STEEL_DENSITY = 7.85;
/** Density of austenitic stainless steel 1.4301 (AISI 304) in g/cm³. */
export const STAINLESS_DENSITY = 7.9;

/** Cross-section areas in mm² of the shapes we sell by their nominal dimensions in mm. */
export const crossSectionArea = {
  round: (diameter: number) => (Math.PI * diameter * diameter) / 4,
  square: (side: number) => side * side,
  flat: (width: number, thickness: number) => width * thickness,
  /** A regular hexagon by its width across flats (SW). */
  hexagon: (acrossFlats: number) => (Math.sqrt(3) / 2) * acrossFlats * acrossFlats,
  tube: (outerDiameter: number, wall: number) => Math.PI * (outerDiameter - wall) * wall,
  /**
   * A cold-formed square or rectangular hollow section (EN 10219-2): the straight walls minus
   * the rounded corners, outer radius 2 t up to 6 mm wall and 2.5 t above.
   */
  hollow: (width: number, height: number, wall: number) => {
    const outerRadius = wall <= 6 ? 2 * wall : 2.5 * wall;
    const innerRadius = outerRadius - wall;
    return (
      2 * wall * (width + height - 2 * wall) -
      (4 - Math.PI) * (outerRadius * outerRadius - innerRadius * innerRadius)
    );
  },
  /** A sharp-edged T: flange width x thickness plus the web below it. */
  tee: (height: number, width: number, thickness: number) =>
    width * thickness + (height - thickness) * thickness,
};

/** Weight in kg of a piece: area in mm² x length in mm x density in g/cm³, to the gram. */
export function weightFromArea(areaMm2: number, lengthMm: number, density = STEEL_DENSITY): number {
  return roundGrams((areaMm2 * lengthMm * density) / 1_000_000);
}

/** Weight in kg of a rolled profile from its table mass in kg/m, to the gram. */
export function weightFromMassPerMetre(kgPerMetre: number, lengthMm: number): number {
  return roundGrams((kgPerMetre * lengthMm) / 1000);
}

function roundGrams(kilograms: number): number {
  return Math.round(kilograms * 1000) / 1000;
}
