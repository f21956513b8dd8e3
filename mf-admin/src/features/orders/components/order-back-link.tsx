import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon } from '@shop/ui';
import { buttonClass } from '../../../components/styles';
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
    <Link
      to={`/admin/orders${listSearchOf(location.state)}`}
      className={buttonClass('ghost', 'admin:-ml-3 admin:h-9 admin:px-3')}
    >
      <ArrowLeftIcon className="admin:size-4" />
      {t('orderDetail.back')}
    </Link>
  );
}
