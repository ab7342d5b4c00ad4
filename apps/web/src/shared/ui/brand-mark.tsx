/** The shop's logo mark: an orange rounded square with an L. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#f97316" />
      <path d="M10 7h4v14h8v4H10z" fill="#fff" />
    </svg>
  );
}
