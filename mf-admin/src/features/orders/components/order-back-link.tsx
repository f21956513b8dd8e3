import { useLocation } from 'react-router';
import { ArrowLeftIcon, ButtonLink } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/** What the list hands to the detail in the history entry: its own query (?status=new). */
export interface OrderListState {
  listSearch: string;
}

function listSearchOf(state: unknown): string {
  if (state === null || typeof state !== 'object' || !('listSearch' in state)) return '';
  const { listSearch } = state;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

/** Back to the orders list, with the status filter the operator came from. */
export function OrderBackLink() {
  const { t } = useAdminTranslation();
  const location = useLocation();
  return (
    <ButtonLink
      to={`/admin/orders${listSearchOf(location.state)}`}
      variant="ghost"
      className="admin:-ml-3"
    >
      <ArrowLeftIcon className="admin:size-4" />
      {t('orderDetail.back')}
    </ButtonLink>
  );
}
