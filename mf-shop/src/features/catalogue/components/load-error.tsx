import { Button } from '@shop/ui';

interface LoadErrorProps {
  title: string;
  text: string;
  retryLabel: string;
  retrying: boolean;
  onRetry(): void;
}

/** A catalogue read failed (service down, network): say so and offer another try. */
export function LoadError({ title, text, retryLabel, retrying, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="shop:mt-8 shop:rounded-card shop:border shop:border-destructive/50 shop:bg-destructive/10 shop:p-5 shop:text-sm"
    >
      <p className="shop:font-semibold shop:text-destructive">{title}</p>
      <p className="shop:mt-1">{text}</p>
      <Button variant="outline" className="shop:mt-4" onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
