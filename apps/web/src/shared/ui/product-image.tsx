import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from '@changdee/ui/lib/cx';
import placeholder from './product-placeholder.svg';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt'
> {
  src: string | null | undefined;
  alt: string;
  /** Spec §8: the placeholder shows without a border in the cart. */
  borderless?: boolean;
}

/** An image that shows the default placeholder when it cannot be loaded (spec §8). */
export function ProductImage({
  src,
  alt,
  className,
  borderless,
  onError,
  ...rest
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <img
      src={failed ? placeholder : src}
      alt={alt}
      className={cx(
        'product-image',
        failed && 'product-image--placeholder',
        failed && borderless && 'border-0',
        className,
      )}
      data-placeholder={failed ? 'true' : undefined}
      onError={(event) => {
        if (src) setFailedSrc(src);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
