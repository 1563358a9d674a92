import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceRow } from '@changdee/contract/catalog-admin';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

// One service of the catalogue list: its thumbnail, name (opening it), SKU, type and price,
// whether it is published, and the buttons that move it and publish or unpublish it.

export function ServiceRowItem({
  row,
  first,
  last,
  moving,
  publishing,
  onMove,
  onPublish,
}: {
  row: ServiceRow;
  first: boolean;
  last: boolean;
  moving: boolean;
  publishing: boolean;
  onMove(by: -1 | 1): void;
  onPublish(): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  return (
    <li
      className="d-flex flex-wrap align-items-center gap-2 border rounded p-2 mb-2"
      data-testid="service-row"
    >
      {row.thumbnail ? (
        <img src={row.thumbnail} alt="" width={48} height={48} className="rounded" />
      ) : (
        <span
          className="d-inline-block bg-body-secondary rounded"
          style={{ width: 48, height: 48 }}
        />
      )}
      <ServiceRowName row={row} />
      <span className={`badge ${row.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
        {row.active ? t('published') : t('unpublished')}
      </span>
      <div className="btn-group btn-group-sm">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={first || moving}
          onClick={() => onMove(-1)}
          aria-label={t('moveUp', { name: row.name[locale] })}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={last || moving}
          onClick={() => onMove(1)}
          aria-label={t('moveDown', { name: row.name[locale] })}
        >
          ↓
        </button>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={publishing}
        onClick={onPublish}
      >
        {row.active ? t('unpublish') : t('publish')}
      </button>
    </li>
  );
}

/** The name, opening the service, over its SKU, type and price. */
function ServiceRowName({ row }: { row: ServiceRow }) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  return (
    <div className="me-auto" style={{ minWidth: 0, lineHeight: 1.6 }}>
      <Link to={row._id} className="fw-semibold text-break">
        {row.name[locale]}
      </Link>
      <div className="small text-body-secondary">
        {row.sku_code} · {t(`type.${row.product_type}`)} · {formatBaht(row.price, locale)}
        {row.product_type === 'I' ? ` ${t('perUnit')}` : ''}
      </div>
    </div>
  );
}
