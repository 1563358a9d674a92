import type { ReactNode } from 'react';
import type { RegisteredField } from './lib/use-schema-form';
import type { SignInFieldName } from './lib/use-sign-in-form';

// The username and password fields of the shop's /login and the portal's /portal/login: each
// labelled, marked invalid with its message (in the page's words) described by it. The page
// names the ids, gives the words, and may add a control beside the password (the shop's
// show/hide button), which then shares an input group with it.

export function SignInFields({
  idPrefix,
  labels,
  register,
  fieldError,
  passwordShown = false,
  passwordAddon,
}: {
  /** 'login', 'portal': the inputs are `${idPrefix}-username` and `${idPrefix}-password`. */
  idPrefix: string;
  labels: Record<SignInFieldName, string>;
  register(name: SignInFieldName): RegisteredField<SignInFieldName>;
  fieldError(name: SignInFieldName): string | null;
  passwordShown?: boolean;
  passwordAddon?: ReactNode;
}) {
  const input = (name: SignInFieldName) => {
    const id = `${idPrefix}-${name}`;
    const error = fieldError(name);
    return {
      id,
      error,
      control: (
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...(name === 'username'
            ? { type: 'text', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false }
            : { type: passwordShown ? 'text' : 'password', autoComplete: 'current-password' })}
          {...register(name)}
        />
      ),
      message: error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null,
    };
  };
  const username = input('username');
  const password = input('password');
  return (
    <>
      <div className="mb-3">
        <label htmlFor={username.id} className="form-label">
          {labels.username}
        </label>
        {username.control}
        {username.message}
      </div>
      <div className="mb-4">
        <label htmlFor={password.id} className="form-label">
          {labels.password}
        </label>
        {passwordAddon ? (
          <div className={`input-group${password.error ? ' has-validation' : ''}`}>
            {password.control}
            {passwordAddon}
            {password.message}
          </div>
        ) : (
          <>
            {password.control}
            {password.message}
          </>
        )}
      </div>
    </>
  );
}
