const STORAGE_KEY = 'logoya.scroll';

function stored(): Record<string, number> {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll positions per history entry (location.key), kept in session storage over a reload, as
 * React Router's own ScrollRestoration does; and whether the navigation under way keeps the scroll.
 */
export const scrollMemory = {
  positions: null as Record<string, number> | null,
  keepScroll: false,
  all(): Record<string, number> {
    this.positions ??= stored();
    return this.positions;
  },
  save(key: string): void {
    this.all()[key] = window.scrollY;
  },
  get(key: string): number | undefined {
    return this.all()[key];
  },
  persist(): void {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(this.all()));
    } catch {
      // Storage may be full or off; the positions are a comfort only.
    }
  },
};
