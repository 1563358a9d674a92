import { Link, type LinkProps } from 'react-router';
import { useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { prefetchPath } from '../lib/prefetch';

export interface AppLinkProps extends Omit<LinkProps, 'to' | 'prefetch'> {
  /** An app path without locale prefix ('/productList'); the current locale is added. */
  to: string;
  /** Load the target page's code when the pointer or focus comes near (skipped on slow links). */
  prefetch?: boolean;
}

/** A link that keeps the current language and warms the target page's code. */
export function AppLink({
  to,
  prefetch = true,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: AppLinkProps) {
  const href = useLocalizedPath()(to);
  const warm = () => {
    if (prefetch) prefetchPath(href);
  };
  return (
    <Link
      to={href}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}
