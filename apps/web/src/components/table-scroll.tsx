import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './table-scroll.module.css';

type Props = {
  /** Narrowest the table may be: below it the table scrolls sideways instead of squeezing. */
  minWidth: number;
  /** Name of the scroll region while it scrolls (the table's own name is a good one). */
  label: string;
  children: ReactNode;
};

type Overflow = { left: boolean; right: boolean };

// A wide table in a panel narrower than it: native scrollbars, a shadow on each side that has more
// of the table beyond it and, while it overflows, a named region in the tab order so that the
// keyboard can scroll it too (ui.md "Keyboard usable"; axe scrollable-region-focusable). A table
// that fits is left alone: no extra tab stop.
export function TableScroll({ minWidth, label, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const hidden = el.scrollWidth - el.clientWidth;
    const next = { left: hidden > 1 && el.scrollLeft > 1, right: hidden > 1 && el.scrollLeft < hidden - 1 };
    setOverflow((now) => (now.left === next.left && now.right === next.right ? now : next));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = overflow.left || overflow.right;
  return (
    <div
      className={classes.frame}
      data-more-left={overflow.left || undefined}
      data-more-right={overflow.right || undefined}
    >
      <div
        ref={ref}
        className={classes.scroll}
        onScroll={measure}
        {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
