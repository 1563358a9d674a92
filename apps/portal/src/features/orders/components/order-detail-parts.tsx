import type { ReactNode } from 'react';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';

// The building blocks of an order's page: a titled card, a labelled fact, a moment's words.

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`} data-testid={`order-${id}`}>
      <div className="card-body">
        <h2 className="h5" id={`${id}-title`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="row mb-1">
      <dt className="col-5 col-md-4 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-7 col-md-8 mb-0">{children}</dd>
    </div>
  );
}

export const when = (at: string, locale: Locale) =>
  `${formatDate(new Date(at), 'short', locale)} ${formatBusinessTime(new Date(at), locale)}`;
