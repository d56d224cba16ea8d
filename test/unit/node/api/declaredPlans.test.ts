import { declaredPlanProblems } from '../../../../src/node/api/declaredPlans';
import type { ApiManifest } from '../../../../src/shared/api/apiTypes';

describe('declaredPlanProblems', () => {
  const declared: ApiManifest = { 'data-grid': { components: [{ name: 'DataGrid' }, { name: 'DataGridPro', plan: 'pro' }], interfaces: [{ name: 'GridApi' }] } };

  it('finds nothing when the packages agree with the model', () => {
    expect(declaredPlanProblems(declared, declared)).toEqual([]);
  });

  it('names a plan the packages contradict', () => {
    const found: ApiManifest = { 'data-grid': { components: [{ name: 'DataGrid' }, { name: 'DataGridPro', plan: 'premium' }], interfaces: [{ name: 'GridApi' }] } };
    expect(declaredPlanProblems(found, declared)).toEqual(['data-grid DataGridPro: data/site.ts says pro, but the first package exporting it is premium']);
  });

  it('names pages the model lists otherwise', () => {
    const found: ApiManifest = { 'data-grid': { components: [{ name: 'DataGrid' }], interfaces: [{ name: 'GridApi' }] } };
    expect(declaredPlanProblems(found, declared)).toEqual(['data-grid components: the generator found [DataGrid] where data/site.ts lists [DataGrid, DataGridPro]']);
  });
});
