import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@changdee/domain/date-format';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { assignJob, dismissReschedule, dispatchKeys, type AssignTarget } from './dispatch-api';

// What the board does with a job and says of it: assigning one dropped on a cell (or through the
// picker), dismissing a reschedule request; each outcome a notice in words, the board read again.

export interface Notice {
  kind: 'success' | 'danger';
  text: string;
}

export function useBoardMoves() {
  const { t } = useTranslation('portal', { keyPrefix: 'dispatch' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const slotWords = (target: AssignTarget) =>
    `${formatDate(target.date, 'long', locale)} ${t(`slot.${target.time}`)}`;
  const assigned = (no: string, target: AssignTarget, team: string) =>
    setNotice({ kind: 'success', text: t('assigned', { no, team, when: slotWords(target) }) });

  const drop = useMutation({
    mutationFn: ({ no, target }: { no: string; target: AssignTarget; team: string }) =>
      assignJob(no, target),
    onMutate: () => setNotice(null),
    onSuccess: (_data, { no, target, team }) => assigned(no, target, team),
    onError: (error, { no }) =>
      setNotice({
        kind: 'danger',
        text: t('refused', { no, message: localizedErrorMessage(error, locale, tAll) }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
  const dismiss = useMutation({
    mutationFn: (no: string) => dismissReschedule(no),
    onMutate: () => setNotice(null),
    onSuccess: (_data, no) => setNotice({ kind: 'success', text: t('dismissed', { no }) }),
    onError: (error) =>
      setNotice({ kind: 'danger', text: localizedErrorMessage(error, locale, tAll) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });

  return { notice, setNotice, assigned, drop, dismiss };
}
