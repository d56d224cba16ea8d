/** @jest-environment jsdom */
import * as React from 'react';
import { act, render } from '@testing-library/react';
import { useAutoplayVideos } from '../../../../src/client/docs/useAutoplayVideos';

type Observed = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

let reducedMotion = false;
let motionListeners: Array<() => void> = [];
let observed: Observed = () => undefined;
let playResult: () => Promise<void> = () => Promise.resolve();
let observers = 0;

beforeEach(() => {
  reducedMotion = false;
  motionListeners = [];
  playResult = () => Promise.resolve();
  observers = 0;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && reducedMotion;
    },
    addEventListener: (_type: string, listener: () => void) => motionListeners.push(listener),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  window.IntersectionObserver = class {
    constructor(callback: Observed) {
      observers += 1;
      observed = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    return playResult();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
  });
});

afterEach(() => jest.restoreAllMocks());

/** Built HTML as a page has it: an autoplay clip (marked by the build) and an ordinary video. */
const CONTENT =
  '<video id="clip" src="/static/x/clip.mp4" data-autoplay muted loop playsinline preload="none"></video>' +
  '<video id="talk" src="/static/x/talk.mp4" controls preload="none"></video>';

function Content() {
  const ref = React.useRef<HTMLDivElement>(null);
  useAutoplayVideos(ref, true);
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: CONTENT }} />;
}

const video = (id: string) => document.getElementById(id) as HTMLVideoElement;

/** Renders the content and lets the hook's chunk arrive. */
async function renderContent() {
  render(<Content />);
  await act(async () => undefined);
}
const scrollTo = (isIntersecting: boolean) => act(() => observed([{ target: video('clip'), isIntersecting }]));

describe('autoplay videos', () => {
  it('play only while in view, never the ones without data-autoplay', async () => {
    await renderContent();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    scrollTo(true);
    expect(video('clip').paused).toBe(false);
    expect(video('clip').controls).toBe(false);
    scrollTo(false);
    expect(video('clip').paused).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(video('talk').controls).toBe(true);
  });

  it('wait with controls when the reader prefers reduced motion, also when that changes later', async () => {
    reducedMotion = true;
    await renderContent();
    scrollTo(true);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(video('clip').controls).toBe(true);

    reducedMotion = false;
    act(() => motionListeners.forEach((listener) => listener()));
    expect(video('clip').paused).toBe(false);
    reducedMotion = true;
    act(() => motionListeners.forEach((listener) => listener()));
    expect(video('clip').paused).toBe(true);
    expect(video('clip').controls).toBe(true);
  });

  it('offer controls when the browser refuses to play', async () => {
    playResult = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    await renderContent();
    scrollTo(true);
    await act(async () => undefined);
    expect(video('clip').controls).toBe(true);
  });

  it('on a page without one, nothing is watched', async () => {
    function Plain() {
      const ref = React.useRef<HTMLDivElement>(null);
      useAutoplayVideos(ref, true);
      return <div ref={ref} dangerouslySetInnerHTML={{ __html: '<video src="/static/x/talk.mp4" controls preload="none"></video>' }} />;
    }
    render(<Plain />);
    await act(async () => undefined);
    expect(observers).toBe(0);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });
});
