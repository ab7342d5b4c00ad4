import { useCallback, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
// As a CSS file rather than the <style> element the cropper would write (strict CSP, ADR 0025).
import 'react-easy-crop/react-easy-crop.css';
import { primaryButton, secondaryButton } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { cropToSquarePng } from './crop-image.ts';

export interface CropLabels {
  title: string;
  help: string;
  zoom: string;
  cancel: string;
  confirm: string;
  working: string;
  close?: string;
}

interface CropDialogProps {
  /** An object URL of the chosen file. */
  src: string;
  /** Side of the square PNG the crop produces, in pixels. */
  size: number;
  labels: CropLabels;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (blob: Blob) => void;
}

/** The image cropper dialog (SPEC §4): move and zoom, confirm returns a size×size PNG blob. */
export function CropDialog({ src, size, labels, busy = false, onCancel, onConfirm }: CropDialogProps) {
  const zoomId = useId();
  const helpId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  return (
    <Modal
      open
      onClose={onCancel}
      title={labels.title}
      size="max-w-lg"
      closeLabel={labels.close}
      testId="crop-dialog"
    >
      <p id={helpId} className="mb-3 text-left text-sm text-gray-700">
        {labels.help}
      </p>
      <div className="relative h-72 w-full overflow-hidden rounded-md bg-gray-900 sm:h-80">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          cropperProps={{ 'aria-describedby': helpId }}
          disableAutomaticStylesInjection
        />
      </div>
      <div className="mt-4 flex items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-semibold text-gray-800">
          {labels.zoom}
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="flex-1 accent-orange-700"
        />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {labels.cancel}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={!area || busy || working}
          onClick={async () => {
            if (!area) return;
            setWorking(true);
            try {
              onConfirm(await cropToSquarePng(src, area, size));
            } finally {
              setWorking(false);
            }
          }}
        >
          {busy || working ? labels.working : labels.confirm}
        </button>
      </div>
    </Modal>
  );
}
