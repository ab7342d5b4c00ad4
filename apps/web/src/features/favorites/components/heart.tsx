/** A heart, filled when the logo is a favourite and outlined when not. Decorative. */
export function Heart({ filled, className = 'size-4' }: { filled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.3-4.5-9.3-9C1.3 8.2 3.3 4.5 6.8 4.5c2 0 3.5 1.1 4.2 2.3h2c.7-1.2 2.2-2.3 4.2-2.3 3.5 0 5.5 3.7 4.1 7-2 4.5-9.3 9-9.3 9Z" />
    </svg>
  );
}
