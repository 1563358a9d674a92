import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServiceInput } from '@changdee/contract/catalog-admin';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { BilingualField } from '../../admin/bilingual-field';
import { uploadImage } from '../catalog-api';
import { move } from '../move';
import type { ServiceGroupProps } from './service-draft';

// The service's images in the shop's order: each with its alt text in both languages, moved
// earlier or later or removed; a new one uploaded (the server makes its thumbnail) is added last.

export function ServiceImageFields({ draft, issue }: ServiceGroupProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const { form, set, setAt, removeAt } = draft;
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('images')}</legend>
      {form.images.map((image, index) => (
        <ImageRow
          key={image.url + index}
          image={image}
          index={index}
          last={index === form.images.length - 1}
          issue={issue}
          onAlt={(alt) => setAt('images', index, { alt })}
          onMove={(by) => set({ images: move(form.images, index, by) })}
          onRemove={() => removeAt('images', index)}
        />
      ))}
      <ImageUpload
        onUploaded={(image) => draft.setForm((f) => ({ ...f, images: [...f.images, image] }))}
      />
    </fieldset>
  );
}

type Image = ServiceInput['images'][number];

function ImageRow({
  image,
  index,
  last,
  issue,
  onAlt,
  onMove,
  onRemove,
}: {
  image: Image;
  index: number;
  /** The last image (it cannot move later). */
  last: boolean;
  issue(path: string): string | undefined;
  onAlt(alt: Image['alt']): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center border rounded p-2 mb-2">
      <img
        src={image.thumbnail}
        alt={image.alt[locale]}
        width={72}
        height={72}
        className="rounded"
      />
      <BilingualField
        value={image.alt}
        onChange={onAlt}
        label={(lang) => t(`alt.${lang}`)}
        id={(lang) => `svc-img-${index}-${lang}`}
        className="flex-grow-1"
        style={{ minWidth: 160 }}
        labelClassName="form-label small mb-0"
        inputClassName="form-control form-control-sm"
        error={(lang) => issue(`images.${index}.alt.${lang}`)}
      />
      <div className="btn-group btn-group-sm">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('earlier')}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={t('later')}
        >
          ↓
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onRemove}>
          {t('remove')}
        </button>
      </div>
    </div>
  );
}

/** The file input that uploads an image; its refusal under it. */
function ImageUpload({ onUploaded }: { onUploaded(image: Image): void }) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (image) =>
      onUploaded({ url: image.url, thumbnail: image.thumbnail, alt: { th: '', en: '' } }),
  });
  return (
    <>
      <label className="form-label" htmlFor="svc-upload">
        {t('upload')}
      </label>
      <input
        id="svc-upload"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="form-control"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
      {upload.error ? (
        <div className="invalid-feedback d-block" role="alert">
          {localizedErrorMessage(upload.error, locale, t)}
        </div>
      ) : null}
    </>
  );
}
