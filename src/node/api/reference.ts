import { site } from '../../../data/site';

/**
 * What the API generator reads, per API folder: the packages whose typings describe its pages,
 * community first, and the names of those pages, from the site model (data/site.ts). The
 * generator checks every name against the packages' exports and infers each page's plan from the
 * first package exporting it; src/node/api/generateApi.ts then holds the model's plans to that.
 */
export interface ApiFolder {
  folder: string;
  packages: readonly string[];
  components: string[];
  interfaces: string[];
}

export const API_FOLDERS: readonly ApiFolder[] = site.products.map((product) => ({
  folder: product.apiFolder,
  packages: product.packages,
  components: product.api.components.map((entry) => (typeof entry === 'string' ? entry : entry.name)),
  interfaces: [...product.api.interfaces],
}));
