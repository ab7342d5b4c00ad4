import { type ImgHTMLAttributes, useState } from 'react';

export const DEFAULT_IMAGE = '/files/default-logo.png';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'src'> & { src: string; alt: string };

/** An image that shows the default logo image when its file cannot be loaded (SPEC §3). */
export function FallbackImage({ src, alt, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? DEFAULT_IMAGE : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== DEFAULT_IMAGE) setFailed(src);
      }}
    />
  );
}
