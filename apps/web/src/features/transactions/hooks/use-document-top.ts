import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept current as the content above it
 * changes size (totals loading, filters opening): the window virtualiser needs it as scrollMargin.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
