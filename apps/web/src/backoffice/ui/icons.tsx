// Stroke icons for the back office. They are decorative: the control around them carries the label.

interface IconProps {
  className?: string;
}

function Icon({ className = 'size-5', d }: IconProps & { d: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={d} />
    </svg>
  );
}

const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21c1.2-3.6 3.8-5.5 7-5.5s5.8 1.9 7 5.5M16 3.5a4 4 0 0 1 0 7.5M18.5 15.8c1.6.8 2.8 2.5 3.5 5.2',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.9-.7-1.3-.7-2.2 0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3ZM7.5 12h.01M9.5 7.5h.01M14.5 7.5h.01',
  building: 'M4 21V5l8-2v18M12 8h8v13M8 8h.01M8 12h.01M8 16h.01M16 12h.01M16 16h.01M2 21h20',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  logs: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  archive: 'M3 5h18v4H3zM5 9v11h14V9M10 13h4',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8h.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  chevronsLeft: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
  chevronsRight: 'M13 17l5-5-5-5M6 17l5-5-5-5',
  chevronDown: 'M6 9l6 6 6-6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  yen: 'M6 4l6 8 6-8M12 12v8M7.5 13h9M7.5 17h9',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  inbox: 'M4 4h16v16H4zM4 14h4.5l1.5 2.5h4l1.5-2.5H20',
  sheet: 'M4 4h16v16H4zM4 9h16M4 14h16M10 4v16',
} as const;

export type IconName = keyof typeof paths;

export function BoIcon({ name, className }: IconProps & { name: IconName }) {
  return <Icon className={className} d={paths[name]} />;
}
