/** Undoes what `listen` did. */
export type Unlisten = () => void;

/**
 * Adds an event listener and returns its removal, so an effect names each listener once and its
 * cleanup cannot drift from what it added.
 */
export function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
): Unlisten;
export function listen<K extends keyof DocumentEventMap>(target: Document, type: K, listener: (event: DocumentEventMap[K]) => void): Unlisten;
export function listen(target: EventTarget, type: string, listener: (event: Event) => void): Unlisten {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

/** One cleanup for several `listen` calls. */
export function unlistenAll(...unlisten: Unlisten[]): Unlisten {
  return () => {
    for (const remove of unlisten) remove();
  };
}
