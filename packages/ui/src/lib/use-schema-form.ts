import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

// A form of text inputs checked by one zod schema — the schema the server's contract shares — in
// the way react-hook-form does it with its zod resolver: nothing is shown while the user first
// types; submitting checks every field, shows the first message of each failing field and puts
// the focus on the first of them; from then on a field is checked again as it changes. The
// callback gets the schema's output (e.g. trimmed). About 1 kB instead of react-hook-form's 10 kB
// on the sign-in page, which must stay small (decision 017).

type TextFields = Record<string, string>;

export type FieldErrors<Name extends string> = Partial<Record<Name, { message: string }>>;

export interface RegisteredField<Name extends string> {
  name: Name;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface SchemaForm<S extends z.ZodType<unknown, TextFields>> {
  register: (name: keyof z.input<S> & string) => RegisteredField<keyof z.input<S> & string>;
  handleSubmit: (onValid: (values: z.output<S>) => void) => (event: FormEvent) => void;
  errors: FieldErrors<keyof z.input<S> & string>;
}

function errorsOf<Name extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of issues) {
    const name = issue.path[0] as Name | undefined;
    if (name !== undefined && !errors[name]) errors[name] = { message: issue.message };
  }
  return errors;
}

export function useSchemaForm<S extends z.ZodType<unknown, TextFields>>(schema: S): SchemaForm<S> {
  type Name = keyof z.input<S> & string;
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  const check = useCallback(() => {
    const values: TextFields = {};
    for (const [name, input] of inputs.current) values[name] = input.value;
    return schema.safeParse(values);
  }, [schema]);

  // One object per field for the form's life: React keeps the same ref instead of detaching and
  // attaching it on every render, so the registration order stays the page's order.
  const fields = useRef(new Map<Name, RegisteredField<Name>>());
  const register = useCallback(
    (name: Name): RegisteredField<Name> => {
      let field = fields.current.get(name);
      if (!field) {
        field = {
          name,
          ref: (element) => {
            if (element) inputs.current.set(name, element);
            else inputs.current.delete(name);
          },
          onChange: () => {
            if (!submitted.current) return;
            const result = check();
            const message = result.success
              ? undefined
              : errorsOf<Name>(result.error.issues)[name]?.message;
            setErrors((current) => {
              const next: FieldErrors<Name> = { ...current };
              if (message) next[name] = { message };
              else delete next[name];
              return next;
            });
          },
        };
        fields.current.set(name, field);
      }
      return field;
    },
    [check],
  );

  const handleSubmit = useCallback(
    (onValid: (values: z.output<S>) => void) => (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      const result = check();
      if (result.success) {
        setErrors({});
        onValid(result.data);
        return;
      }
      const found = errorsOf<Name>(result.error.issues);
      setErrors(found);
      // The first failing field in the order the form registered them.
      for (const [name, input] of inputs.current) {
        if (found[name]) {
          input.focus();
          break;
        }
      }
    },
    [check],
  );

  return { register, handleSubmit, errors };
}
