import type { OrderAddress } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';

/** An address as it goes on a parcel: street, postal code and city, country. */
export function PostalAddress({ address }: { address: OrderAddress }) {
  const formats = useLocaleFormats();
  return (
    <address className="admin:not-italic">
      <span className="admin:block">{address.street}</span>
      <span className="admin:block">{`${address.postalCode} ${address.city}`}</span>
      <span className="admin:block">{formats.country(address.country)}</span>
    </address>
  );
}
