/** @jest-environment jsdom */
import { liftGridSnapshots } from '../../../../src/client/demos/gridSnapshotHandover';

// jsdom lays nothing out: boxes are given, and the demo area is the host's positioned ancestor.
function page() {
  document.body.innerHTML = `<div data-demo="data-grid/sorting/Inventory"><div class="area"><span></span><div class="MuiBox-root" data-grid-snapshot-host=""><div data-grid-snapshot="" inert="" aria-hidden="true"><div class="MuiDataGrid-root">rows</div></div></div></div></div>`;
  const demo = document.querySelector('[data-demo]')!;
  const area = demo.querySelector<HTMLElement>('.area')!;
  const host = demo.querySelector<HTMLElement>('[data-grid-snapshot-host]')!;
  Object.defineProperty(host, 'offsetParent', { value: area });
  const box = (left: number, top: number, width: number, height: number) => () => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
  area.getBoundingClientRect = box(16, 200, 680, 500);
  host.getBoundingClientRect = box(40, 248, 632, 400);
  return { demo, area, host, snapshot: () => document.querySelector<HTMLElement>('[data-grid-snapshot]') };
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('liftGridSnapshots', () => {
  it('leaves the grid box empty for hydration, the copy laid over it at the same place', () => {
    const { demo, area, host, snapshot } = page();
    liftGridSnapshots(demo);
    expect(host.childNodes).toHaveLength(0);
    // React finds the box as the server rendered it: no attribute the build added.
    expect(host.hasAttribute('data-grid-snapshot-host')).toBe(false);
    expect(snapshot()?.parentElement).toBe(area);
    expect(snapshot()?.style).toMatchObject({ position: 'absolute', left: '24px', top: '48px', width: '632px', height: '400px' });
  });

  it('takes the copy away once the live grid has drawn into its box, not before', async () => {
    const { demo, host, snapshot } = page();
    liftGridSnapshots(demo);
    // Hydration itself adds nothing there: the grid renders nothing while it hydrates.
    demo.querySelector('span')!.setAttribute('data-x', '');
    demo.querySelector('.area')!.append(document.createComment('hydrated'));
    await mutationsDelivered();
    expect(snapshot()).not.toBeNull();
    host.append(document.createElement('div'));
    await mutationsDelivered();
    expect(snapshot()).toBeNull();
  });

  it('takes the copy away when the grid box itself goes (the demo mounted afresh)', async () => {
    const { demo, host, snapshot } = page();
    liftGridSnapshots(demo);
    host.remove();
    await mutationsDelivered();
    expect(snapshot()).toBeNull();
  });
});
