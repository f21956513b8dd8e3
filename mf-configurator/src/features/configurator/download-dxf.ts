import { writeDesignDxf, type DesignParameters } from '@shop/part-geometry';

/** The configurator saves its drawing under this name (the toast names the same file). */
export const DXF_FILE_NAME = 'szablon_blechy.dxf';

/** Writes the design's DXF and hands it to the browser as a download; throws if it cannot. */
export function downloadDesignDxf(design: DesignParameters): void {
  const text = writeDesignDxf(design);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/dxf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = DXF_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
