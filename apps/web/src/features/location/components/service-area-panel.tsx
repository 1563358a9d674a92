import { useDeferredValue, useMemo } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@changdee/domain/locale';
import { buildLocationIndex, type LocationIndex } from '@changdee/domain/locations';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useEmployeeChosen } from '../../../shared/session/employee-store';
import { locationTreeQueryOptions } from '../api/location-tree';
import { useLocationStore, useSelectedLocation } from '../lib/location-store';
import { closeServiceAreaPanel, useServiceAreaPanel } from '../lib/panel-store';
import { locationFromHit } from '../lib/location-from-pick';
import { AreaVerdict } from './area-verdict';
import { CombinedSearch } from './combined-search';
import { AreaPickers } from './area-pickers';
import '../location.scss';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// Spec §2 service-area panel: a side panel (430 px, the whole width on phones) with the combined
// search and the four pickers, disabled with the spec's warning until an employee is chosen, and
// the verdict for the open service. Loaded on first opening, with the tree.

function useLocationIndex(locale: Locale) {
  const tree = useQuery(locationTreeQueryOptions());
  // The index sorts every level with Thai collation once per tree and language (a few hundred
  // milliseconds on a slow machine): deferred, so the panel shows first and builds it after.
  const data = useDeferredValue(tree.data, undefined);
  const index = useMemo<LocationIndex | null>(
    () => (data ? buildLocationIndex(data, locale) : null),
    [data, locale],
  );
  return { index, tree };
}

export default function ServiceAreaPanel() {
  const { t } = useTranslation('location');
  const locale = useLocale();
  const { open } = useServiceAreaPanel();
  const employeeChosen = useEmployeeChosen();
  const chosen = useSelectedLocation();
  const select = useLocationStore((state) => state.select);
  const clear = useLocationStore((state) => state.clear);
  const { index, tree } = useLocationIndex(locale);
  const disabled = !employeeChosen;

  return (
    <Offcanvas
      show={open}
      onHide={closeServiceAreaPanel}
      placement="end"
      className="service-area-panel"
      aria-labelledby="service-area-panel-title"
      data-testid="service-area-panel"
    >
      <Offcanvas.Header closeButton closeLabel={t('panel.close')}>
        <Offcanvas.Title as="h2" className="h5" id="service-area-panel-title">
          {t('panel.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-3">
        {disabled ? (
          <div
            className="alert alert-warning mb-0"
            role="alert"
            data-testid="service-area-employee-warning"
          >
            {t('panel.employeeRequired')}
          </div>
        ) : null}
        {index === null && !tree.isError ? <Spinner inline label={t('panel.loading')} /> : null}
        {tree.isError ? (
          <LoadError
            fallback={t('panel.loadFailed')}
            retryLabel={t('panel.retry')}
            onRetry={() => void tree.refetch()}
            className="mb-0"
          />
        ) : null}
        <CombinedSearch
          index={index}
          locale={locale}
          disabled={disabled}
          onPick={(hit) => select(locationFromHit(hit))}
        />
        <p className="service-area-panel__divider small text-body-secondary mb-0">
          {t('panel.orPick')}
        </p>
        <AreaPickers index={index} locale={locale} disabled={disabled} />
        {chosen && !disabled ? (
          <button type="button" className="btn btn-link p-0 align-self-start" onClick={clear}>
            {t('panel.clear')}
          </button>
        ) : null}
        {disabled ? null : <AreaVerdict />}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
