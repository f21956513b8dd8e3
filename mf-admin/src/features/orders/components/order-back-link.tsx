import { Link, useLocation } from 'react-router';
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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="admin:size-4"
      >
        <path d="M19 12H5M12 19l-7-7 7-7" />
      </svg>
      {t('orderDetail.back')}
    </Link>
  );
}
