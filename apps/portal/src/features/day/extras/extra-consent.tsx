import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Extra } from '@changdee/contract/extras';
import { SignaturePad } from '@changdee/ui/signature-pad';
import { useLocale } from '@changdee/ui/lib/use-locale';

// The customer's answer to one extra, on the technician's phone (decision 080): their typed name
// and signature to approve it, or a refusal (the extra is then not charged). A blank pad or name
// cannot be sent; the server checks the signature again by its bytes.

export function ExtraConsent({
  extra,
  pending,
  onApprove,
  onDecline,
}: {
  extra: Extra;
  pending: boolean;
  onApprove(approval: { name: string; signature: string }): void;
  onDecline(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const id = `extra-signer-${extra.id}`;
  const ready = name.trim() !== '' && signature !== null && !pending;
  return (
    <fieldset className="border rounded p-2 mt-2" data-testid="extra-consent">
      <legend className="fs-6 px-1">
        {t('day.extras.consentFor', { name: extra.name[locale] })}
      </legend>
      <label className="form-label" htmlFor={id}>
        {t('day.extras.signerName')}
      </label>
      <input
        id={id}
        className="form-control mb-2"
        autoComplete="off"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SignaturePad
        label={t('day.extras.pad')}
        clearLabel={t('day.signOff.clear')}
        onChange={setSignature}
      />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button
          type="button"
          className="btn btn-success"
          disabled={!ready}
          onClick={() => onApprove({ name: name.trim(), signature: signature! })}
        >
          {t('day.extras.approve')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={pending}
          onClick={onDecline}
        >
          {t('day.extras.decline')}
        </button>
      </div>
    </fieldset>
  );
}
