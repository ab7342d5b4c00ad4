import { type ChangeEvent, useEffect, useState } from 'react';
import { isAcceptedImage } from './crop-image.ts';

/** A temporary URL for a file or blob, revoked when it changes or the component goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Whether the browser can draw the file: a renamed text file is refused before the cropper. */
function decodes(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  return new Promise<boolean>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

interface PickAndCropOptions {
  /** Called with true when the chosen file is not an image we take, false when it is. */
  onRejected: (rejected: boolean) => void;
  /** Also make sure the browser can decode the file before the cropper opens. */
  checkDecodes?: boolean;
}

/**
 * File input -> type check -> crop dialog: `pick` goes on the input's onChange, `cropSrc` feeds
 * the CropDialog (null while nothing is being cropped), `clear` closes it.
 */
export function usePickAndCrop({ onRejected, checkDecodes = false }: PickAndCropOptions) {
  const [chosen, setChosen] = useState<File | null>(null);
  const cropSrc = useObjectUrl(chosen);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const ok = isAcceptedImage(file) && (!checkDecodes || (await decodes(file)));
    if (!ok) {
      onRejected(true);
      return;
    }
    onRejected(false);
    setChosen(file);
  };

  return { cropSrc, pick, clear: () => setChosen(null) };
}
