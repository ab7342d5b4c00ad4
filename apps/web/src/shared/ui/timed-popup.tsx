import { useEffect } from 'react';
import { createPortal } from 'react-dom';

/** Popups close themselves after 1 to 1.5 seconds (SPEC §9). */
export const POPUP_DURATION_MS = 1500;

interface TimedPopupProps {
  /** The text to show; null hides the popup. */
  message: string | null;
  onClose: () => void;
  durationMs?: number;
  testId?: string;
}

/**
 * A short message in the middle of the screen that goes away by itself (e.g. 'Please remove
 * invalid product from cart to continue checkout'). It takes no focus and is announced as an alert.
 */
export function TimedPopup({ message, onClose, durationMs = POPUP_DURATION_MS, testId }: TimedPopupProps) {
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, onClose, durationMs]);

  return createPortal(
    <div className="pointer-events-none fixed inset-0 z-[70] flex items-center justify-center px-6">
      <div role="alert" className="contents">
        {message !== null ? (
          <p
            data-testid={testId}
            className="max-w-sm rounded-xl bg-gray-900/95 px-5 py-4 text-center text-sm font-semibold text-white shadow-2xl"
          >
            {message}
          </p>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
