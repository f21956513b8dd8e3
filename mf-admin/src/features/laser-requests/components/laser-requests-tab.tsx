import type { LaserQuoteRequestRow } from '@shop/contracts';
import { AlertMessage, Button, Card, Spinner, useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useLaserRequests } from '../api/get-laser-requests';

/**
 * The laser calculator's 'Detailliertes Angebot per E-Mail' requests, newest first: who asked,
 * for which file, in what material and quantity, and the part's measures, so the operator can
 * answer with an offer.
 */
export function LaserRequestsTab() {
  const { t } = useAdminTranslation();
  const requests = useLaserRequests();

  return (
    <section aria-labelledby="laser-requests-title" className="admin:space-y-6">
      <div className="admin:flex admin:flex-wrap admin:items-end admin:justify-between admin:gap-4">
        <div>
          <h2
            id="laser-requests-title"
            tabIndex={-1}
            className="admin:text-xl admin:font-semibold admin:tracking-tight admin:outline-none"
          >
            {t('laserRequests.title')}
          </h2>
          <p className="admin:mt-1 admin:max-w-2xl admin:text-sm admin:text-muted-foreground">
            {t('laserRequests.description')}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void requests.refetch()}
          disabled={requests.isFetching}
        >
          {t('laserRequests.refresh')}
        </Button>
      </div>

      {requests.isPending ? (
        <p className="admin:flex admin:items-center admin:gap-2 admin:text-sm admin:text-muted-foreground">
          <Spinner />
          {t('laserRequests.loading')}
        </p>
      ) : requests.isError ? (
        <AlertMessage>{t('laserRequests.loadFailed')}</AlertMessage>
      ) : requests.data.length === 0 ? (
        <p className="admin:rounded-xl admin:border admin:border-dashed admin:border-border admin:p-8 admin:text-center admin:text-sm admin:text-muted-foreground">
          {t('laserRequests.empty')}
        </p>
      ) : (
        <ul aria-labelledby="laser-requests-title" className="admin:space-y-3">
          {requests.data.map((request) => (
            <LaserRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LaserRequestItem({ request }: { request: LaserQuoteRequestRow }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const titleId = `laser-request-${request.id}`;
  const choice =
    request.materialName === null
      ? t('laserRequests.noMaterial')
      : request.thickness === null
        ? request.materialName
        : t('laserRequests.materialThickness', {
            material: request.materialName,
            thickness: formats.millimetres(request.thickness),
          });

  return (
    <Card as="li" aria-labelledby={titleId} className="admin:p-4">
      <div className="admin:flex admin:flex-wrap admin:items-baseline admin:justify-between admin:gap-x-4 admin:gap-y-1">
        <h3 id={titleId} className="admin:font-medium admin:break-all admin:text-foreground">
          {request.fileName}
        </h3>
        <time dateTime={request.createdAt} className="admin:text-xs admin:text-muted-foreground">
          {formats.dateTime(request.createdAt)}
        </time>
      </div>
      <dl className="admin:mt-3 admin:grid admin:grid-cols-[auto_1fr] admin:gap-x-4 admin:gap-y-1 admin:text-sm">
        <dt className="admin:text-muted-foreground">{t('laserRequests.email')}</dt>
        <dd className="admin:break-all">
          <a
            href={`mailto:${request.email}`}
            className="admin:text-primary admin:underline-offset-4 admin:hover:underline"
          >
            {request.email}
          </a>
        </dd>
        <dt className="admin:text-muted-foreground">{t('laserRequests.quantity')}</dt>
        <dd className="admin:tabular-nums">{request.quantity}</dd>
        <dt className="admin:text-muted-foreground">{t('laserRequests.material')}</dt>
        <dd>{choice}</dd>
        <dt className="admin:text-muted-foreground">{t('laserRequests.part')}</dt>
        <dd className="admin:tabular-nums">
          {t('laserRequests.measures', {
            width: formats.millimetres(Math.round(request.widthMm * 10) / 10),
            height: formats.millimetres(Math.round(request.heightMm * 10) / 10),
            cutLength: formats.fixed(request.cutLengthMm / 1000, 2),
            pierces: request.pierceCount,
          })}
        </dd>
        {request.message !== null && (
          <>
            <dt className="admin:text-muted-foreground">{t('laserRequests.message')}</dt>
            <dd className="admin:whitespace-pre-line admin:break-words">{request.message}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
