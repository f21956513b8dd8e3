import { useEffect, useRef, useState } from 'react';
import { MAX_LASER_UPLOAD_BYTES } from '@shop/contracts';
import type { Contour, DxfFinding, DxfPreview, DxfQuoteMetrics } from '@shop/part-geometry';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { laserReadFailureText, type LaserReadFailure } from '../api/laser-errors';
import type { ParseDxf } from '../parse/parse-dxf';

export interface ReadPart {
  file: File;
  metrics: DxfQuoteMetrics;
  findings: DxfFinding[];
  preview: DxfPreview;
  /** The contours, for drawings small enough to be checked in the browser. */
  contours?: Contour[];
}

export type FileState =
  | { phase: 'idle' }
  | { phase: 'reading'; file: File; progress: number }
  | { phase: 'read'; part: ReadPart }
  | { phase: 'error'; title: string; text: string; hint?: string }
  | { phase: 'sent'; email: string };

/** Why a file could not be read, by the reader in the browser or by the server. */
export type ReadFailure = LaserReadFailure;

/**
 * The chosen DXF file through its phases: checked by name and size, read off the main thread with
 * its progress, then read or failed; a newer choice abandons the reading of the one before.
 */
export function useDxfFile(parseDxf: ParseDxf) {
  const { t } = useCalculatorTranslation();
  const [state, setState] = useState<FileState>({ phase: 'idle' });
  const reading = useRef<AbortController | null>(null);

  useEffect(() => () => reading.current?.abort(), []);

  const fail = (title: string, text: string, hint?: string) =>
    setState({ phase: 'error', title, text, hint });

  const failRead = (failure: ReadFailure) => {
    const { text, hint } = laserReadFailureText(t, failure);
    fail(t('laser.readFailedTitle'), text, hint);
  };

  const choose = (file: File) => {
    reading.current?.abort();
    if (!file.name.toLowerCase().endsWith('.dxf')) {
      fail(t('laser.invalidTitle'), t('laser.invalidText'));
      return;
    }
    if (file.size > MAX_LASER_UPLOAD_BYTES) {
      fail(t('laser.invalidTitle'), t('laser.tooLarge'));
      return;
    }
    const controller = new AbortController();
    reading.current = controller;
    setState({ phase: 'reading', file, progress: 0 });
    parseDxf(
      file,
      (progress) => {
        if (!controller.signal.aborted) setState({ phase: 'reading', file, progress });
      },
      controller.signal,
    ).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) {
          setState({ phase: 'read', part: { file, ...result } });
        } else {
          failRead(result);
        }
      },
      () => {
        if (!controller.signal.aborted) {
          fail(t('laser.readFailedTitle'), t('laser.failures.unknown'));
        }
      },
    );
  };

  const reset = () => {
    reading.current?.abort();
    setState({ phase: 'idle' });
  };

  return {
    state,
    part: state.phase === 'read' ? state.part : null,
    choose,
    failRead,
    reset,
    sent: (email: string) => setState({ phase: 'sent', email }),
  };
}
