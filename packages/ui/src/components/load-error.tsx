import { Button } from './button.js';

export interface LoadErrorProps {
  title: string;
  text: string;
  retryLabel: string;
  retrying: boolean;
  onRetry(): void;
}

/** Data could not be read (service down, network): say so and offer another try. */
export function LoadError({ title, text, retryLabel, retrying, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="mt-8 rounded-card border border-destructive/50 bg-destructive/10 p-5 text-sm"
    >
      <p className="font-semibold text-destructive">{title}</p>
      <p className="mt-1">{text}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
