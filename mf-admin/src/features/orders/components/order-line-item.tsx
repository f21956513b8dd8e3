import type { OrderLine } from '@shop/contracts';
import { DownloadIcon, LineTierNote, useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { partFileUrl } from '../api/part-file-url';
import { OrderLineFindings } from './order-line-findings';
import { PartDrawingView, rectangleDrawing } from './part-drawing-view';

interface OrderLineItemProps {
  orderNumber: string;
  line: OrderLine;
}

/**
 * One ordered line: its position, a drawing of the part, what it is (material, thickness, outer
 * size; product or file name), quantity and prices, and for a custom part the DXF production
 * cuts it from.
 */
export function OrderLineItem({ orderNumber, line }: OrderLineItemProps) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const titleId = `order-line-${line.position}`;
  const drawingLabel = t('orderDetail.drawing', { position: line.position });

  const title =
    line.kind === 'sheet'
      ? t('orderDetail.sheetTitle', { material: line.materialName })
      : line.kind === 'design'
        ? t('orderDetail.designTitle', { material: line.materialName })
        : line.kind === 'laser'
          ? t('orderDetail.laserTitle', { fileName: line.fileName, material: line.materialName })
          : line.productName;
  // Each measure stays on one line ('1000 × 500 mm', never 'mm' alone on the next).
  const details =
    line.kind === 'product'
      ? [line.productDescription].filter((text) => text !== undefined)
      : [
          t('orderDetail.thickness', { thickness: formats.millimetres(line.thickness) }),
          t('orderDetail.size', {
            width: formats.millimetres(line.width),
            height: formats.millimetres(line.height),
          }),
        ];
  const drawing =
    line.kind === 'sheet'
      ? rectangleDrawing(line.width, line.height)
      : line.kind === 'product'
        ? undefined
        : line.drawing;

  return (
    <li
      aria-labelledby={titleId}
      className="admin:grid admin:grid-cols-[auto_1fr] admin:gap-x-4 admin:gap-y-3 admin:py-4 admin:first:pt-0 admin:last:pb-0 admin:md:grid-cols-[auto_1fr_auto]"
    >
      {drawing ? (
        <PartDrawingView drawing={drawing} label={drawingLabel} />
      ) : (
        <div
          aria-hidden="true"
          className="admin:size-16 admin:rounded-md admin:border admin:border-dashed admin:border-border admin:sm:size-24"
        />
      )}
      <div className="admin:min-w-0">
        <p className="admin:text-xs admin:font-medium admin:text-muted-foreground">
          {t('orderDetail.position', { position: line.position })}
        </p>
        <h3 id={titleId} className="admin:font-medium admin:break-words admin:text-foreground">
          {title}
        </h3>
        {details.length > 0 && (
          <p className="admin:mt-0.5 admin:text-sm admin:text-muted-foreground">
            {details.map((detail, index) => (
              <span
                key={index}
                className={line.kind === 'product' ? '' : 'admin:whitespace-nowrap'}
              >
                {index > 0 && ' · '}
                {detail}
              </span>
            ))}
          </p>
        )}
        <LineTierNote tier={line.tier} saving={line.saving} />
        {line.kind === 'laser' && !line.drawing && (
          <p className="admin:mt-0.5 admin:text-xs admin:text-muted-foreground">
            {t('orderDetail.noDrawing')}
          </p>
        )}
        {(line.kind === 'design' || line.kind === 'laser') &&
          (line.partFile ? (
            <p className="admin:mt-2 admin:flex admin:flex-wrap admin:items-center admin:gap-x-2 admin:text-sm">
              <a
                href={partFileUrl(orderNumber, line.position)}
                download={line.partFile.fileName}
                className="admin:inline-flex admin:items-center admin:gap-1.5 admin:font-medium admin:text-primary admin:underline-offset-4 admin:hover:underline"
              >
                <DownloadIcon />
                {t('orderDetail.downloadDxf')}
              </a>
              <span className="admin:text-xs admin:break-all admin:text-muted-foreground">
                {`${line.partFile.fileName}, ${formats.fileSize(line.partFile.sizeBytes)}`}
              </span>
            </p>
          ) : (
            <p className="admin:mt-2 admin:text-xs admin:text-muted-foreground">
              {t('orderDetail.noPartFile')}
            </p>
          ))}
        <OrderLineFindings line={line} />
      </div>
      <dl className="admin:col-span-2 admin:grid admin:grid-cols-3 admin:gap-x-4 admin:text-sm admin:md:col-span-1 admin:md:min-w-72 admin:md:text-right">
        <LineFigure term={t('orderDetail.quantity')} value={formats.count(line.quantity)} />
        <LineFigure term={t('orderDetail.unitPrice')} value={formats.money(line.unitPrice)} />
        <LineFigure
          term={t('orderDetail.lineTotal')}
          value={formats.money(line.lineTotal)}
          strong
        />
      </dl>
    </li>
  );
}

function LineFigure({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="admin:text-xs admin:text-muted-foreground">{term}</dt>
      <dd
        className={`admin:whitespace-nowrap admin:tabular-nums ${strong ? 'admin:font-semibold' : ''}`}
      >
        {value}
      </dd>
    </div>
  );
}
