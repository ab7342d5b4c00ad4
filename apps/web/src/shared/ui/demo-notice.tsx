/**
 * The slim bar at the top of every page while card payments go to the test gateway (ADR 0079). It is plain
 * text, first in reading order after the skip link, and cannot be dismissed: a demo shop must
 * never pass for a live one. It wraps on narrow screens instead of overflowing.
 */
export function DemoNotice({ text }: { text: string }) {
  return (
    <div
      data-testid="demo-notice"
      className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-xs leading-snug font-medium text-amber-950 sm:text-sm"
    >
      <p>{text}</p>
    </div>
  );
}
