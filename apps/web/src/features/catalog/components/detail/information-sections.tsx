import { useMemo } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import { useTranslation } from 'react-i18next';
import type { ProductInformation } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useIsMobile } from '../../../../shared/store/global-store';
import { ThaiText } from '../../../../shared/ui/thai-text';
import { informationHtml } from '../../lib/information-html';
import { ChevronDownIcon } from '../icons';

export const sectionId = (index: number) => `product-info-${index}`;

function InformationBody({ html, id }: { html: string; id: string }) {
  const isMobile = useIsMobile();
  // Sanitised with DOMPurify (the server cleaned it too) and font sizes set to 16/14 px.
  const clean = useMemo(() => informationHtml(html, isMobile), [html, isMobile]);
  return <div id={id} className="information-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Spec §2: the information sections, each collapsible, in the order of the tabs. */
export function InformationSections({
  informations,
  collapsed,
  onToggle,
  register,
}: {
  informations: readonly ProductInformation[];
  collapsed: ReadonlySet<number>;
  onToggle: (index: number) => void;
  register: (index: number) => (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  return (
    <div className="information-sections">
      {informations.map((info, index) => {
        const open = !collapsed.has(index);
        const title = localized(info.title, locale);
        const bodyId = `${sectionId(index)}-body`;
        return (
          <section
            key={index}
            id={sectionId(index)}
            ref={register(index)}
            className="information-section"
            aria-labelledby={`${sectionId(index)}-heading`}
            data-testid="information-section"
          >
            <h2 className="information-section__heading" id={`${sectionId(index)}-heading`}>
              <button
                type="button"
                className="information-section__toggle"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => onToggle(index)}
              >
                <span>
                  <ThaiText text={title} />
                </span>
                <span className="visually-hidden">
                  {open ? t('information.collapse') : t('information.expand')}
                </span>
                <ChevronDownIcon
                  className={open ? 'information-section__chevron--open' : undefined}
                />
              </button>
            </h2>
            <Collapse in={open}>
              <div>
                <InformationBody html={localized(info.content, locale)} id={bodyId} />
              </div>
            </Collapse>
          </section>
        );
      })}
    </div>
  );
}
