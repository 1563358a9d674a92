// One field of the people forms as its spec describes it: a switch, a list of checkboxes, a
// select or a text input, labelled, marked invalid and described by its refusal.

/** A field of a record's form, described as data (docs/decisions/051). */
export type FieldSpec =
  | { name: string; label: string; kind: 'text'; readOnly?: boolean; inputMode?: 'numeric' | 'tel' }
  | { name: string; label: string; kind: 'switch' }
  | {
      name: string;
      label: string;
      kind: 'select';
      options: Array<{ value: string; label: string }>;
    }
  | {
      name: string;
      label: string;
      kind: 'multi';
      options: Array<{ value: string; label: string }>;
    };

interface FieldProps {
  spec: FieldSpec;
  /** The input's id (a checkbox's: this and its value). */
  inputId: string;
  value: unknown;
  /** The field's refusal (undefined: none). */
  error: string | undefined;
  onChange(value: unknown): void;
}

export function RecordField(props: FieldProps) {
  if (props.spec.kind === 'switch') return <SwitchField {...props} />;
  if (props.spec.kind === 'multi') return <MultiField {...props} />;
  return <SingleField {...props} />;
}

function FieldError({ inputId, error }: { inputId: string; error: string | undefined }) {
  return error ? (
    <div id={`${inputId}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

function SwitchField({ spec, inputId, value, onChange }: FieldProps) {
  return (
    <div className="col-12">
      <div className="form-check form-switch">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id={inputId}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={inputId}>
          {spec.label}
        </label>
      </div>
    </div>
  );
}

function MultiField({ spec, inputId, value, error, onChange }: FieldProps) {
  const chosen = (value as string[] | undefined) ?? [];
  const options = spec.kind === 'multi' ? spec.options : [];
  return (
    <fieldset className="col-12" aria-describedby={error ? `${inputId}-error` : undefined}>
      <legend className="fs-6 mb-1">{spec.label}</legend>
      <div className="people-multi border rounded p-2">
        {options.map((o) => (
          <div className="form-check" key={o.value}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${inputId}-${o.value}`}
              checked={chosen.includes(o.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value),
                )
              }
            />
            <label className="form-check-label" htmlFor={`${inputId}-${o.value}`}>
              {o.label}
            </label>
          </div>
        ))}
      </div>
      <FieldError inputId={inputId} error={error} />
    </fieldset>
  );
}

/** A select or a text input, in half the row. */
function SingleField({ spec, inputId, value, error, onChange }: FieldProps) {
  const invalid = error ? ' is-invalid' : '';
  const described = error ? `${inputId}-error` : undefined;
  return (
    <div className="col-12 col-md-6">
      <label htmlFor={inputId} className="form-label">
        {spec.label}
      </label>
      {spec.kind === 'select' ? (
        <select
          id={inputId}
          className={`form-select${invalid}`}
          aria-describedby={described}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        >
          {spec.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={inputId}
          className={`form-control${invalid}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={described}
          readOnly={spec.kind === 'text' ? spec.readOnly : undefined}
          inputMode={spec.kind === 'text' ? spec.inputMode : undefined}
          autoComplete="off"
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError inputId={inputId} error={error} />
    </div>
  );
}
