import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: the scroll-to-bottom button shows beyond 50 px from the bottom. */
export const SCROLL_BUTTON_THRESHOLD_PX = 50;

/** How far the view is above the bottom of its content. */
export function distanceFromBottom(
  el: Pick<Element, "scrollHeight" | "scrollTop" | "clientHeight">,
) {
  return Math.max(0, el.scrollHeight - el.scrollTop - el.clientHeight);
}

/**
 * Keeps a scrolling log pinned to its newest line while the reader is at the bottom (new
 * messages, a message being revealed), and leaves it alone once they scroll up to read; then
 * `away` is true and the scroll-to-bottom button shows.
 */
export function useFollowBottom(): {
  viewport: RefObject<HTMLDivElement | null>;
  content: RefObject<HTMLOListElement | null>;
  away: boolean;
  onScroll: () => void;
  toBottom: () => void;
} {
  const viewport = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLOListElement | null>(null);
  const [away, setAway] = useState(false);
  const awayRef = useRef(false);

  const onScroll = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const next = distanceFromBottom(el) > SCROLL_BUTTON_THRESHOLD_PX;
    awayRef.current = next;
    setAway(next);
  }, []);

  const toBottom = useCallback(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  useEffect(() => {
    const list = content.current;
    toBottom();
    if (!list) return;
    // Content grows as messages arrive and reveal: follow it unless the reader scrolled up.
    const observer = new ResizeObserver(() => {
      if (!awayRef.current) toBottom();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [toBottom]);

  return { viewport, content, away, onScroll, toBottom };
}
