import { signInFormSchema } from '@changdee/contract/auth';
import { useSchemaForm } from './use-schema-form';

// What the shop's /login (apps/web) and the portal's /portal/login (apps/portal) share of their
// sign-in form: its logic — the contract's schema, each field's message in the page's words. Their
// fields' markup is shared too (sign-in-fields.tsx); the shop's /login must stay within 150 kB of
// JavaScript (decision 017).

export type SignInFieldName = 'username' | 'password';

/** The page's translation of `login.<message>` (the message itself when there is none). */
type Translate = (key: `login.${string}`, options: { defaultValue: string }) => string;

/** The sign-in form: useSchemaForm over signInFormSchema, and each field's message as words. */
export function useSignInForm(t: Translate) {
  const form = useSchemaForm(signInFormSchema);
  const fieldError = (key: SignInFieldName): string | null => {
    const message = form.errors[key]?.message;
    return message ? t(`login.${message}`, { defaultValue: message }) : null;
  };
  return { ...form, fieldError };
}
