import { useEffect, useState } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** A toast stays 5000 ms unless closed. */
export const toastDurationMs = 5000;

const toastEvent = 'shop:toast';

/**
 * Shows a toast in the shell's toaster. Remotes bundle their own copy of this package, so the
 * toast travels as a DOM event on window rather than through module state.
 */
export function showToast(toast: { title: string; description?: string; variant?: ToastVariant }) {
  window.dispatchEvent(
    new CustomEvent(toastEvent, { detail: { variant: 'default', ...toast, id: Date.now() } }),
  );
}

/** The toast on screen: one at a time, a new one replaces the old, each closes after 5 s. */
export function useCurrentToast(): [Toast | undefined, () => void] {
  const [toast, setToast] = useState<Toast>();
  useEffect(() => {
    const onToast = (event: Event) => setToast((event as CustomEvent<Toast>).detail);
    window.addEventListener(toastEvent, onToast);
    return () => window.removeEventListener(toastEvent, onToast);
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(undefined), toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return [toast, () => setToast(undefined)];
}
