// The first touch's in-page watcher. Installed before the page's own scripts (addInitScript, so it
// is there whenever the tap comes), it finds the answer in the first animation frame where it is on
// screen and on top, and reports the wall-clock time of that frame in `window.__touchAnswer`
// (touchAnswers.ts reads it); the tap's time is taken just before it is sent. Both clocks are the
// machine's.

/**
 * `passThrough`: the answer lets pointers through to what is beneath it (a chart's tooltip), so it
 * counts once it is laid out in view, not once it is on top.
 */
export type Goal =
  | { kind: 'menu' }
  | { kind: 'field' }
  | { kind: 'results'; word: string }
  | { kind: 'title' }
  | { kind: 'shown'; target: string; passThrough?: boolean }
  | { kind: 'demo'; target: string }
  /** The page has turned: `<html>` has `attribute="value"` (a direction, a colour scheme). */
  | { kind: 'turned'; attribute: string; value: string };

/** Installed in every document of a sample, before its scripts. A string: tsx would wrap inner functions in a helper the page lacks. */
// For the menu it counts links with an IntersectionObserver, not by reading every link's box each
// frame: a page with thousands of links (an API page) would pay for the measuring, not the menu. An
// entry's `time` is the frame where the link came into view; it counts once it is also on top.
export const WATCHER = `(goal) => {
  const w = window;
  const wall = () => performance.timeOrigin + performance.now();
  const onTop = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
    const x = Math.min(Math.max(r.left + Math.min(r.width / 2, 20), 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit) || hit.contains(el));
  };
  const laidOutInView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && getComputedStyle(el).visibility === 'visible';
  };
  const answer = (key, at) => { if (!w[key]) w[key] = at === undefined ? wall() : performance.timeOrigin + at; };
  let before = null;
  if (goal.kind === 'turned') {
    // Answered when the frame that shows the change is on screen.
    // - Changed by the click itself: the click's event-timing entry ends there (delivered after that
    //   paint, so waited for). A click answered within 16 ms makes no entry.
    // - Changed later (the pick painted first, the page in a frame after): the long animation frame
    //   whose style and layout began after the change ends once that frame is rendered. A frame
    //   under 50 ms makes no entry: then the frame after it has begun by the time the change is
    //   on screen, and its start counts.
    let clicks = [];
    let frames = [];
    let pressedAt = 0;
    addEventListener('pointerdown', (event) => { pressedAt = event.timeStamp; }, { capture: true });
    new PerformanceObserver((list) => { clicks = clicks.concat(list.getEntries().filter((entry) => entry.name === 'click')); }).observe({ type: 'event', durationThreshold: 16 });
    new PerformanceObserver((list) => { frames = frames.concat(list.getEntries()); }).observe({ type: 'long-animation-frame' });
    new MutationObserver((records, observer) => {
      const lastPress = pressedAt;
      if (document.documentElement.getAttribute(goal.attribute) !== goal.value) return;
      observer.disconnect();
      const changedAt = performance.now();
      requestAnimationFrame((frameAt) => {
        const look = () => {
          const click = clicks.find((entry) => entry.processingStart <= changedAt && changedAt <= entry.processingEnd + 1);
          // The last tap's click was over before the change: no entry of it is to come.
          const clickDone = clicks.some((entry) => entry.startTime >= lastPress && entry.processingEnd < changedAt);
          const frame = frames.find((entry) => entry.styleAndLayoutStart >= changedAt);
          if (click) answer('__touchAnswer', click.startTime + click.duration);
          else if (clickDone && frame) answer('__touchAnswer', frame.startTime + frame.duration);
          else if (clickDone && performance.now() > changedAt + 1000) answer('__touchAnswer', frameAt);
          else if (performance.now() > changedAt + 5000) answer('__touchAnswer', frame ? frame.startTime + frame.duration : frameAt);
          else setTimeout(look, 50);
        };
        look();
      });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [goal.attribute] });
    return;
  }
  if (goal.kind === 'menu') {
    const inView = new Set();
    const appeared = new Map();
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) { inView.add(entry.target); if (before && !before.has(entry.target)) appeared.set(entry.target, entry.time); }
        else { inView.delete(entry.target); appeared.delete(entry.target); }
      }
      if (!before) return;
      const fresh = [...appeared].filter(([link]) => onTop(link));
      if (fresh.length >= 5) answer('__touchAnswer', Math.max(...fresh.map(([, time]) => time)));
    });
    const watch = (root) => root.querySelectorAll && [root, ...root.querySelectorAll('a[href]')].forEach((el) => el.matches('a[href]') && io.observe(el));
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(watch))).observe(document, { childList: true, subtree: true });
    addEventListener('pointerdown', () => { if (!before) before = new Set(inView); }, { capture: true });
    return;
  }
  let fieldAt = 0;
  let seen = null;
  const frame = () => {
    if (goal.kind === 'shown' || goal.kind === 'demo') {
      // A demo's content counts once the reader has started scrolling to it (the bench sets __touchStart).
      if ((goal.kind === 'shown' || w.__touchStart) && [...document.querySelectorAll(goal.target)].some(goal.passThrough ? laidOutInView : onTop)) return answer('__touchAnswer');
    } else if (goal.kind === 'title') {
      const h1 = document.querySelector('h1');
      const first = sessionStorage.getItem('bench:title');
      if (h1 && first === null) sessionStorage.setItem('bench:title', h1.textContent);
      else if (h1 && first !== null && h1.textContent !== first && onTop(h1)) return answer('__touchAnswer');
    } else {
      const active = document.activeElement;
      const field = active && active.matches('input:not([type=checkbox]):not([type=radio]), textarea') && onTop(active);
      if (field && !fieldAt) { fieldAt = wall(); w.__fieldAnswer = fieldAt; }
      if (goal.kind === 'field' && fieldAt) return;
      if (goal.kind === 'results' && fieldAt) {
        const word = goal.word.toLowerCase();
        const hits = [...document.querySelectorAll('a[href], [role=option]')].filter((el) => (el.textContent || '').toLowerCase().includes(word));
        if (!seen) seen = new Set(hits.filter(onTop));
        else if (hits.some((el) => !seen.has(el) && onTop(el))) return answer('__touchAnswer');
      }
    }
    requestAnimationFrame(frame);
  };
  if (goal.kind === 'title' || goal.kind === 'demo') requestAnimationFrame(frame);
  else addEventListener('pointerdown', () => requestAnimationFrame(frame), { capture: true, once: true });
}`;
