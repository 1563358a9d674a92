import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderMessage } from '@changdee/contract/messages';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import { fetchMessages, messagesKeys, resendMessage } from '../api/messages-api';

// The order's customer messages on its page, for operators (docs/decisions/045): each message's
// event, channel, state, tries and last error, and "send again" for one sent or dead.

const STATE_CLASS: Record<OrderMessage['state'], string> = {
  queued: 'text-bg-secondary',
  sending: 'text-bg-info',
  sent: 'text-bg-success',
  failed: 'text-bg-warning',
  dead: 'text-bg-danger',
};

export function OrderMessages({ no }: { no: string }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders.messages' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: messagesKeys.order(no),
    queryFn: ({ signal }) => fetchMessages(no, signal),
    retry: false,
  });
  const resend = useMutation({
    mutationFn: (id: string) => resendMessage(no, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.order(no) }),
  });

  if (list.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(list.error, locale, tAll)}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <Loading />;
  const messages = list.data.messages;
  return (
    <>
      {resend.isError ? (
        <div className="alert alert-danger py-2" role="alert" data-testid="message-resend-error">
          {localizedErrorMessage(resend.error, locale, tAll)}
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('none')}</p>
      ) : (
        <ul className="list-unstyled mb-0" data-testid="order-message-list">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              resending={resend.isPending}
              onResend={(id) => resend.mutate(id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** One message: its event, channel, state, tries and time, recipient, text and last error. */
function MessageItem({
  message,
  resending,
  onResend,
}: {
  message: OrderMessage;
  resending: boolean;
  onResend(id: string): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders.messages' });
  const locale = useLocale();
  return (
    <li key={message.id} className="border-bottom py-2" data-testid="order-message">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <strong>{t(`event.${message.event}`)}</strong>
        <span className="badge text-bg-light border">{t(`channel.${message.channel}`)}</span>
        <span className={`badge ${STATE_CLASS[message.state]}`} data-testid="message-state">
          {t(`state.${message.state}`)}
        </span>
        <span className="small text-body-secondary">
          {t('tries', { count: message.tries })} ·{' '}
          {formatDate(new Date(message.created_at), 'short', locale)}{' '}
          {formatBusinessTime(new Date(message.created_at), locale)}
        </span>
        {message.can_resend ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary ms-auto"
            disabled={resending}
            onClick={() => onResend(message.id)}
            data-testid="message-resend"
          >
            {t('resend')}
          </button>
        ) : null}
      </div>
      <div className="small text-body-secondary">
        {t('template', { template: message.template })} ·{' '}
        {t('recipient', { recipient: message.recipient })}
      </div>
      {message.body ? (
        <p className="small mb-0 text-break">
          <BodyText body={message.body} />
        </p>
      ) : null}
      {message.last_error && message.state !== 'sent' ? (
        <p className="small mb-0 text-danger text-break" data-testid="message-error">
          {t('lastError', { error: message.last_error })}
        </p>
      ) : null}
    </li>
  );
}

/** A message's text; its links on one line, cut with an ellipsis where the screen is narrow. */
function BodyText({ body }: { body: string }) {
  return body.split(/(https?:\/\/\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="message-url" title={part}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
