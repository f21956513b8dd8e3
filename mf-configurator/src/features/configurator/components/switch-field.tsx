import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch: a button with role switch, so it is read and toggled like one. */
export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="conf:flex conf:items-center conf:justify-between conf:gap-4">
      <label htmlFor={id} className="conf:text-sm conf:font-medium conf:text-foreground">
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={`conf:relative conf:inline-flex conf:h-6 conf:w-11 conf:shrink-0 conf:items-center conf:rounded-full conf:transition-colors conf:focus-visible:outline-2 conf:focus-visible:outline-offset-2 conf:focus-visible:outline-ring ${checked ? 'conf:bg-primary' : 'conf:bg-input'}`}
      >
        <span
          aria-hidden="true"
          className={`conf:inline-block conf:size-5 conf:rounded-full conf:bg-background conf:shadow conf:transition-transform ${checked ? 'conf:translate-x-5.5' : 'conf:translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}
