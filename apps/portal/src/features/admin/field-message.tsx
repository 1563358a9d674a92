// A field's refusal under it, in the user's language (nothing when the value is fine).

export function FieldMessage({ text }: { text: string | undefined }) {
  return text ? <div className="invalid-feedback d-block">{text}</div> : null;
}
