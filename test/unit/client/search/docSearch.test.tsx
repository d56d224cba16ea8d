/** @jest-environment jsdom */
import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/renderWithProviders';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push, replace: jest.fn(), asPath: '/' }) }));
jest.mock('@docsearch/css/dist/style.css', () => ({}), { virtual: true });

type ModalProps = Record<string, unknown> & {
  transformItems: (items: { url: string }[]) => { url: string }[];
  navigator: { navigate: (args: { itemUrl: string }) => void };
  hitComponent: (props: { hit: { url: string; productId?: string }; children: React.ReactNode }) => React.ReactElement;
};
const received: ModalProps[] = [];
jest.mock('@docsearch/react', () => ({
  DocSearchModal: (props: ModalProps) => {
    received.push(props);
    return <div data-testid="docsearch-modal">{String(props.initialQuery)}</div>;
  },
}));

// The settings are read once, when the settings module loads (src/shared/site/settings.ts): these
// take the place of the environment's.
jest.mock('../../../../src/shared/site/settings', () => ({
  ...jest.requireActual('../../../../src/shared/site/settings'),
  DOCSEARCH_APP_ID: 'APP1',
  DOCSEARCH_API_KEY: 'public-key',
  DOCSEARCH_INDEX_NAME: 'mui-x',
}));

function loadConfigured() {
  return {
    DocSearchDialog: jest.requireActual<typeof import('../../../../src/client/search/DocSearchDialog')>('../../../../src/client/search/DocSearchDialog').DocSearchDialog,
    loadSearchDialog: jest.requireActual<typeof import('../../../../src/client/search/SearchButton')>('../../../../src/client/search/SearchButton').loadSearchDialog,
  };
}

beforeEach(() => {
  received.length = 0;
  push.mockReset();
});

it('opens DocSearch on the configured index with version and language facets and the product boosted', () => {
  const { DocSearchDialog } = loadConfigured();
  const onClose = jest.fn();
  renderWithProviders(<DocSearchDialog open initialQuery="p" onClose={onClose} />, { pathname: '/x/react-charts/bars', userLanguage: 'zh' });
  expect(screen.getByTestId('docsearch-modal')).toHaveTextContent('p');
  const props = received.at(-1)!;
  expect(props).toMatchObject({ appId: 'APP1', apiKey: 'public-key', indexName: 'mui-x', initialQuery: 'p' });
  expect(props.searchParameters).toMatchObject({ facetFilters: ['version:master', 'language:zh'], optionalFilters: ['productId:x-charts'] });
  // Hits stay on this deployment and open with client-side routing.
  expect(props.transformItems([{ url: 'https://mui.com/x/react-charts/bars/#stacking' }])).toEqual([{ url: '/x/react-charts/bars/#stacking' }]);
  props.navigator.navigate({ itemUrl: '/x/react-charts/bars/' });
  expect(onClose).toHaveBeenCalled();
  expect(push).toHaveBeenCalledWith('/x/react-charts/bars/');
  renderWithProviders(props.hitComponent({ hit: { url: '/x/react-charts/bars/', productId: 'x-charts' }, children: 'Bars' }));
  expect(screen.getByRole('link', { name: /Bars/ })).toHaveTextContent('BarsCharts');
});

it('renders nothing while closed', () => {
  const { DocSearchDialog } = loadConfigured();
  renderWithProviders(<DocSearchDialog open={false} initialQuery="" onClose={() => {}} />);
  expect(screen.queryByTestId('docsearch-modal')).toBeNull();
});

it('makes the search button load DocSearch instead of the local dialog', async () => {
  const { loadSearchDialog } = loadConfigured();
  const loaded = await loadSearchDialog();
  expect(loaded.default.name).toBe('DocSearchDialog');
});
