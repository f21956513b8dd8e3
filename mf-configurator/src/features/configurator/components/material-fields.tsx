import { MaterialThicknessFields } from '@shop/ui';

/** Choosing a material sets the thickness to 3 mm. */
export const THICKNESS_ON_MATERIAL_CHANGE = 3;

interface MaterialFieldsProps {
  materialId: number | null;
  thickness: number | null;
  onMaterialChange: (materialId: number) => void;
  onThicknessChange: (thickness: number) => void;
}

/** Material and thickness side by side from the `sm` width on. */
export function MaterialFields(props: MaterialFieldsProps) {
  return (
    <div className="conf:grid conf:gap-4 conf:sm:grid-cols-2">
      <MaterialThicknessFields id="configurator" {...props} />
    </div>
  );
}
