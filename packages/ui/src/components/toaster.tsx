import { classNames } from './class-names.js';
import { useCurrentToast } from '../toast/toast.js';

const variantClasses = {
  default: 'border-border',
  success: 'border-success',
  error: 'border-destructive',
};

/** The page's one toaster, below the sticky header so the cart badge it reports on stays visible. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const [toast, close] = useCurrentToast();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-4 z-50 w-80 max-w-[calc(100vw-2rem)]"
    >
      {toast && (
        <div
          role="status"
          className={classNames(
            'pointer-events-auto flex items-start gap-3 rounded-card border-l-4 bg-card p-4 text-card-foreground shadow-lg',
            variantClasses[toast.variant],
          )}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{toast.title}</p>
            {toast.description && (
              <p className="mt-1 text-sm text-muted-foreground">{toast.description}</p>
            )}
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={closeLabel}
            className="text-muted-foreground hover:text-foreground"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
