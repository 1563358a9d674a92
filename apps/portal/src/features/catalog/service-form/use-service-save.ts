import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  serviceAdminSchema,
  serviceInputSchema,
  type ServiceAdmin,
  type ServiceInput,
} from '@changdee/contract/catalog-admin';
import { staleEditDetailsSchema } from '@changdee/contract/audit';
import { isApiError } from '@changdee/ui/lib/api-error';
import { catalogKeys, createService, updateService } from '../catalog-api';

// Saving the service: the draft is checked by the contract's schema first (each refusal kept by
// its field's path); an update is sent with the version it was read at, and a 409 STALE_EDIT
// keeps the service as it is now ("theirs") so that saving again applies the draft over it. A
// new service, once saved, is opened at its own address.

export function useServiceSave(id: string | null, initial: ServiceAdmin | null) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [version, setVersion] = useState(initial?.version ?? 1);
  const [theirs, setTheirs] = useState<ServiceAdmin | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: ServiceInput) =>
      id ? updateService(id, input, version) : createService(input),
    onSuccess: async (saved) => {
      setTheirs(null);
      setVersion(saved.version);
      await client.invalidateQueries({ queryKey: catalogKeys.all });
      if (!id) void navigate(`../${saved._id}`, { relative: 'path', replace: true });
    },
    onError: (error) => {
      const current = isApiError(error) && error.code === 'STALE_EDIT' ? currentOf(error) : null;
      if (current) {
        setTheirs(current);
        setVersion(current.version);
      }
    },
  });
  const submit = (form: ServiceInput) => (event: FormEvent) => {
    event.preventDefault();
    const checked = serviceInputSchema.safeParse(form);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setIssues(found);
      return;
    }
    setIssues({});
    save.mutate(checked.data);
  };
  /** The first refusal of the path or of a field inside it. */
  const issue = (path: string) =>
    Object.entries(issues).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];
  return { save, submit, issue, refused: Object.keys(issues).length > 0, version, theirs };
}

/** The service as it is now, from a stale edit's refusal (null when it is not there). */
function currentOf(error: { details?: unknown }): ServiceAdmin | null {
  const details = staleEditDetailsSchema.safeParse(error.details);
  const current = details.success ? serviceAdminSchema.safeParse(details.data.current) : null;
  return current?.success ? current.data : null;
}
