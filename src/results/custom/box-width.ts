import { useLayoutEffect, useState } from 'react';

/** The width of the chart's box in CSS pixels, followed as it changes (640 where it cannot be measured). */
export function useBoxWidth(): [number, (element: HTMLDivElement | null) => void] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [width, setElement];
}
