import * as React from 'react';
import { createPortal } from 'react-dom';
import { loadOnDemand } from '../layout/loadOnDemand';
import { StyleFrameContext, type StyleFrame } from '../theme/StyleFrameContext';
import styles from './DemoBox.module.css';

/** Height of an `iframe` demo without a `height` option. */
export const DEFAULT_FRAME_HEIGHT = 400;

/**
 * The page's style sheets (theme variables, fonts, base rules) and the attributes of its `<html>`
 * (colour scheme, direction, language) are copied into the frame, and the attributes kept in
 * step, so the demo looks like the page around it.
 */
function prepareFrame(frameDocument: Document): () => void {
  const head = frameDocument.head;
  for (const sheet of document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style:not([data-emotion])')) {
    const copy = sheet.cloneNode(true) as HTMLLinkElement | HTMLStyleElement;
    // An about:blank frame resolves relative addresses differently across browsers.
    if (copy instanceof HTMLLinkElement) copy.href = (sheet as HTMLLinkElement).href;
    head.appendChild(copy);
  }
  const reset = frameDocument.createElement('style');
  reset.textContent = 'body { margin: 0; }';
  head.appendChild(reset);

  const source = document.documentElement;
  const target = frameDocument.documentElement;
  const mirror = () => {
    for (const name of target.getAttributeNames()) if (!source.hasAttribute(name)) target.removeAttribute(name);
    for (const name of source.getAttributeNames()) target.setAttribute(name, source.getAttribute(name) ?? '');
  };
  mirror();
  const observer = new MutationObserver(mirror);
  observer.observe(source, { attributes: true });
  return () => observer.disconnect();
}

interface DemoFrameProps {
  title: string;
  height: number;
  children: React.ReactNode;
}

/**
 * Renders a demo inside an iframe of the given height, for demos that depend on the viewport
 * (`100vh`, media queries). The demo is rendered into the frame through a portal, so it stays in
 * the page's React tree (error boundary, preferences); its styles go to the frame's own head.
 * The frame is empty in the server HTML and filled once the page is hydrated.
 */
export function DemoFrame({ title, height, children }: DemoFrameProps) {
  const iframe = React.useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = React.useState<(StyleFrame & { body: HTMLElement }) | null>(null);

  React.useEffect(() => {
    const element = iframe.current;
    if (!element) return undefined;
    let release = () => {};
    let active = true;
    const setUp = async () => {
      const frameDocument = element.contentDocument;
      const frameWindow = element.contentWindow;
      if (!frameDocument || !frameWindow) return;
      const { frameCaches } = await loadOnDemand('frameStyles');
      if (!active) return;
      release = prepareFrame(frameDocument);
      setFrame({ window: frameWindow, body: frameDocument.body, caches: frameCaches(frameDocument) });
    };
    const onLoad = () => void setUp();
    if (element.contentDocument?.readyState === 'complete') onLoad();
    else element.addEventListener('load', onLoad, { once: true });
    return () => {
      active = false;
      element.removeEventListener('load', onLoad);
      release();
    };
  }, []);

  return (
    <>
      <iframe ref={iframe} title={title} className={styles.frame} style={{ height }} data-demo-frame="" />
      {frame ? createPortal(<StyleFrameContext.Provider value={frame}>{children}</StyleFrameContext.Provider>, frame.body) : null}
    </>
  );
}
