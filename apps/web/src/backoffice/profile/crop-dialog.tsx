import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { cropToSquarePng } from '../../shared/image/crop-image.ts';
import { ja } from '../i18n/ja.ts';
import { buttonPrimary, buttonSecondary } from '../ui/form.tsx';
import { Modal } from '../ui/modal.tsx';
import { AVATAR_SIZE } from './crop-image.ts';

interface CropDialogProps {
  /** An object URL of the chosen file; null keeps the dialog closed. */
  src: string | null;
  onCancel: () => void;
  onConfirm: (blob: Blob) => void;
}

/** The image crop dialog (SPEC §2, §4): a square crop; confirm returns a 400×400 blob. */
export function CropDialog({ src, onCancel, onConfirm }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const zoomId = useId();

  const confirm = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      onConfirm(await cropToSquarePng(src, area, AVATAR_SIZE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={src !== null} title={ja.crop.title} onClose={onCancel} testId="crop-dialog">
      {src ? (
        <div className="space-y-4">
          <div className="relative h-72 overflow-hidden rounded-md bg-gray-900 sm:h-80">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="rect"
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <p className="text-xs text-gray-600">{ja.crop.help}</p>
          <div>
            <label htmlFor={zoomId} className="mb-1 block text-sm font-semibold text-gray-800">
              {ja.crop.zoom}
            </label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="w-full accent-orange-700"
            />
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onCancel} className={buttonSecondary}>
              {ja.common.cancel}
            </button>
            <button type="button" onClick={confirm} disabled={!area || busy} className={buttonPrimary}>
              {ja.crop.confirm}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
