import type { LocalizedText } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';

// A catalogue channel chosen by name and code (the services list's filter, a service's channel).

export function ChannelSelect({
  id,
  channels,
  value,
  onChange,
}: {
  id: string;
  channels: Array<{ code: string; name: LocalizedText }>;
  value: string;
  onChange(code: string): void;
}) {
  const locale = useLocale();
  return (
    <select
      id={id}
      className="form-select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {channels.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name[locale]} ({c.code})
        </option>
      ))}
    </select>
  );
}
