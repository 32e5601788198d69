import { useEffect, useRef } from 'react';

/** Whether a key press belongs to something that reads keys itself (a field, a modifier chord). */
function ownedElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return (
    event.defaultPrevented ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target.tagName === 'INPUT' && !['radio', 'checkbox'].includes((target as HTMLInputElement).type))
  );
}

/**
 * The card's keys, wherever the focus is on the page (except in a text field): an option's
 * letter, a rating's number, Enter. Enter on a link or a button keeps its own meaning there,
 * except inside `card`.
 */
export function useCardKeys(
  handle: (event: KeyboardEvent, onControl: boolean) => void,
  card: { current: HTMLElement | null },
) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (ownedElsewhere(event)) return;
      const target = event.target as HTMLElement;
      const control = ['A', 'BUTTON', 'SUMMARY'].includes(target.tagName);
      // A link or button outside the card (the menu, the footer) keeps every key to itself.
      if (control && !card.current?.contains(target)) return;
      latest.current(event, control);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [card]);
}
