import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { demoLoaders } from '../../client/demos/generated/buildRegistry';
import { ServerSizedCharts } from '../../client/demos/ServerSizedCharts';
import { PreferencesProvider } from '../../client/preferences/PreferencesContext';
import type { Section } from '../../shared/pageContentTypes';
import { chooseServerDrawings } from './chooseServerDrawings';

async function demoHtml(id: string, drawn: boolean): Promise<string> {
  const loader = demoLoaders[id];
  if (!loader) throw new Error(`No demo module is registered for ${id}; run \`npm run generate\``);
  const root = React.createElement((await loader()).default);
  return renderToString(<PreferencesProvider>{drawn ? <ServerSizedCharts>{root}</ServerSizedCharts> : root}</PreferencesProvider>);
}

/**
 * Marks the chart demos of a page that the build draws (see ServerSizedCharts.tsx), within the
 * page's HTML budget: each demo is rendered with and without its drawing, and what the drawing
 * adds decides (chooseServerDrawings.ts). The mark travels in the page's props, so the browser
 * hydrates each demo as the build rendered it.
 */
export async function markServerDrawnCharts(sections: readonly Section[]): Promise<Section[]> {
  const charts = sections.flatMap((section) => (section.type === 'demo' && (section.demo.standIn === 'chart' || section.demo.standIn === 'pie') ? [section.demo.id] : []));
  const added = await Promise.all(charts.map(async (id) => ({ id, bytes: (await demoHtml(id, true)).length - (await demoHtml(id, false)).length })));
  const drawn = chooseServerDrawings(added);
  return sections.map((section) => (section.type === 'demo' && drawn.has(section.demo.id) ? { ...section, demo: { ...section.demo, serverDrawing: true } } : section));
}
