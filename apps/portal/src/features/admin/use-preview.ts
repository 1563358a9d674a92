import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';

// A coupon's or promotion's preview asked of the server: the last answer kept to show, the
// request's pending and refusal states.

export function usePreview<TValues, TAnswer>(ask: (values: TValues) => Promise<TAnswer>) {
  const [answer, setAnswer] = useState<TAnswer | null>(null);
  const previewing = useMutation({ mutationFn: ask, onSuccess: setAnswer });
  return { answer, previewing };
}
