import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartType,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces the dashboard draws, so the rest of chart.js stays out of the bundle. chart.js
// sizes its canvas through element.style and width/height attributes, never a <style> element or
// a style attribute, so the strict Content-Security-Policy (style-src 'self') holds.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface ChartCanvasProps<T extends ChartType> {
  config: ChartConfiguration<T>;
  /** The chart's accessible name. */
  label: string;
  /** The id of the text that gives its figures in words. */
  describedBy?: string;
  /** Height in Tailwind classes (the chart fills it). */
  className?: string;
}

/**
 * One chart.js chart on a canvas, made again when its config changes and destroyed with the
 * component. The canvas is an image for assistive technology, named by `label` and described by
 * the summary; the figures themselves are in the table behind 表で見る.
 */
export function ChartCanvas<T extends ChartType>({
  config,
  label,
  describedBy,
  className = 'h-72',
}: ChartCanvasProps<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // The page's font (Noto Sans CJK for Japanese) rather than chart.js's Helvetica.
    Chart.defaults.font.family = getComputedStyle(element).fontFamily;
    const chart = new Chart(element, {
      ...config,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : { duration: 300 },
        ...config.options,
      },
    } as ChartConfiguration<T>);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={`relative ${className}`}>
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy}>
        {label}
      </canvas>
    </div>
  );
}
