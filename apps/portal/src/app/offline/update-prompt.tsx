import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from './app-update';

/** "A new version is ready": shown at the foot of every page until the person reloads into it. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useWaitingUpdate();
  if (!update) return null;
  return (
    <div
      className="alert alert-info d-flex flex-wrap align-items-center gap-2 position-fixed bottom-0 start-0 end-0 m-2 mb-3 shadow"
      role="status"
      data-testid="update-prompt"
    >
      <span className="me-auto">{t('update.ready')}</span>
      <button type="button" className="btn btn-primary" onClick={() => void update()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
