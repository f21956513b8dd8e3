/**
 * A field label with the asterisk of a required field. The asterisk is hidden from
 * screen readers, which hear 'required' from the input itself.
 */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="admin:ml-0.5 admin:text-destructive">
        *
      </span>
    </>
  );
}
