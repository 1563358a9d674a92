import { useState } from 'react';
import type { ServiceAdmin, ServiceInput } from '@changdee/contract/catalog-admin';

// The service being edited, kept as typed (the contract's schema checks it on saving): a new
// service's blank values, a saved one's, and changes to it, the images, informations and selling
// points one item at a time.

export const blankService = (channel: string): ServiceInput => ({
  channel,
  sku_code: '',
  sku_mapping: '',
  type_of_work: '',
  name: { th: '', en: '' },
  pricing: { type: 'S', price: 0 },
  normal_price: null,
  is_survey_discount: false,
  lock_days: 0,
  images: [],
  informations: [],
  selling_points: [],
});

/** The editable fields of a saved service. */
export const formOf = (service: ServiceAdmin): ServiceInput => {
  const { _id, active, position, version, updated_at, ...input } = service;
  void [_id, active, position, version, updated_at];
  return input;
};

/** A typed whole number, or the fallback while the text is not one. */
export const numberOr = (text: string, fallback: number) =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : fallback;

type ListKey = 'images' | 'informations' | 'selling_points';
type ItemOf<K extends ListKey> = ServiceInput[K][number];

export function useServiceDraft(initial: ServiceAdmin | null, firstChannel: string) {
  const [form, setForm] = useState<ServiceInput>(() =>
    initial ? formOf(initial) : blankService(firstChannel),
  );
  const set = (patch: Partial<ServiceInput>) => setForm((f) => ({ ...f, ...patch }));
  const listOf = <K extends ListKey>(key: K) => form[key] as Array<ItemOf<K>>;
  const setList = <K extends ListKey>(key: K, list: Array<ItemOf<K>>) =>
    set({ [key]: list } as Partial<ServiceInput>);
  return {
    form,
    setForm,
    set,
    /** Changes the index-th item. */
    setAt: <K extends ListKey>(key: K, index: number, patch: Partial<ItemOf<K>>) =>
      setList(
        key,
        listOf(key).map((x, i) => (i === index ? { ...x, ...patch } : x)),
      ),
    removeAt: (key: ListKey, index: number) =>
      setList(
        key,
        listOf(key).filter((_, i) => i !== index),
      ),
    append: <K extends ListKey>(key: K, item: ItemOf<K>) => setList(key, [...listOf(key), item]),
  };
}

export type ServiceDraft = ReturnType<typeof useServiceDraft>;

/** What each field group of the form is given: the draft and the refusal of a field's path. */
export interface ServiceGroupProps {
  draft: ServiceDraft;
  issue(path: string): string | undefined;
}
