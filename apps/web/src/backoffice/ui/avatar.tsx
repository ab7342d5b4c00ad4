interface AvatarProps {
  name: string;
  picture: string | null | undefined;
  className?: string;
  /** Empty when a visible name sits next to it. */
  alt?: string;
}

/** The staff member's picture, or the first letter of the name on an orange disc. */
export function Avatar({ name, picture, className = 'size-8 text-sm', alt = '' }: AvatarProps) {
  if (picture) {
    return (
      <img
        src={picture}
        alt={alt}
        className={`${className} shrink-0 rounded-full bg-gray-100 object-cover`}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const disc = `${className} inline-flex shrink-0 items-center justify-center rounded-full bg-orange-100 font-bold text-orange-800`;
  if (alt) {
    return (
      <span role="img" aria-label={alt} className={disc}>
        {initial}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={disc}>
      {initial}
    </span>
  );
}
