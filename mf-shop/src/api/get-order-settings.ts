import { useQuery } from '@tanstack/react-query';
import { systemSettingSchema, type SystemSettingKey } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { checkoutQueryKeys } from './checkout-query-keys';

/** `GET /api/system-settings/<key>`: one setting's current value. */
export async function getSystemSettingValue(
  key: SystemSettingKey,
  signal?: AbortSignal,
): Promise<number> {
  const setting = await apiRequest(
    `/api/system-settings/${key}`,
    (data) => systemSettingSchema.parse(data),
    { signal },
  );
  return setting.value;
}

/** What an order's totals need besides the cart: the VAT rate and the shipping flat rate. */
export interface OrderSettings {
  /** VAT in percent (19). */
  vatRatePercent: number;
  /** EUR per order shipped. */
  shippingFlatRate: number;
}

export interface OrderSettingsState {
  /** Both settings, once both are read. */
  settings: OrderSettings | undefined;
  /** A setting could not be read; totals with VAT cannot be shown until a retry succeeds. */
  failed: boolean;
  retrying: boolean;
  retry(): void;
}

/**
 * The VAT rate and the shipping flat rate. Unlike the hole cost, a missing setting has no
 * stand-in: a gross total shown before a binding order must be the one the order will carry, so
 * a failure is shown (with a retry) rather than guessed.
 */
export function useOrderSettings(): OrderSettingsState {
  const vatRate = useQuery({
    queryKey: checkoutQueryKeys.setting('vat_rate'),
    queryFn: ({ signal }) => getSystemSettingValue('vat_rate', signal),
  });
  const shippingFlatRate = useQuery({
    queryKey: checkoutQueryKeys.setting('shipping_flat_rate'),
    queryFn: ({ signal }) => getSystemSettingValue('shipping_flat_rate', signal),
  });
  const settings =
    vatRate.data !== undefined && shippingFlatRate.data !== undefined
      ? { vatRatePercent: vatRate.data, shippingFlatRate: shippingFlatRate.data }
      : undefined;
  return {
    settings,
    failed: vatRate.isError || shippingFlatRate.isError,
    retrying: vatRate.isFetching || shippingFlatRate.isFetching,
    retry: () => {
      if (vatRate.isError) void vatRate.refetch();
      if (shippingFlatRate.isError) void shippingFlatRate.refetch();
    },
  };
}
