/** @jest-environment jsdom */
import * as React from 'react';
import { screen } from '@testing-library/react';
import { DocsPage } from '../../../../src/client/docs/DocsPage';
import { renderWithProviders } from '../../support/renderWithProviders';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/' }) }));

describe('DocsPage', () => {
  it('renders the content sections: markdown, and component directives as the HTML the build drew', () => {
    renderWithProviders(
      <DocsPage
        page={{
          status: 'written',
          markdownPath: 'data/introduction/overview/overview.md',
          content: {
            title: 'Overview',
            titleHtml: 'Overview',
            description: 'About MUI X.',
            descriptionHtml: 'About <b>MUI X</b>.',
            headers: {},
            disableAd: false,
            toc: [{ text: 'Usage', hash: 'usage', children: [] }],
            sections: [
              { type: 'markdown', html: '<h2 id="usage">Usage</h2><p>Text.</p>' },
              { type: 'staticComponent', name: 'FeatureTable', html: '<table data-testid="prerendered"><tbody><tr><th>Paging</th></tr></tbody></table>' },
            ],
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Overview');
    expect(screen.getByText('MUI X', { selector: 'b' })).toBeVisible();
    expect(screen.getByTestId('prerendered').closest('[data-directive]')).toHaveAttribute('data-directive', 'FeatureTable');
    expect(screen.getByRole('navigation', { name: 'Page table of contents' })).toHaveTextContent('Usage');
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/edit\/[^/]+\/data\/introduction\/overview\/overview\.md$/),
    );
    expect(screen.getByRole('link', { name: /Next.*Installation/ })).toHaveAttribute('href', '/x/introduction/installation/');
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeVisible();
  });

  it('says plainly when a page is not written yet', () => {
    renderWithProviders(<DocsPage page={{ status: 'missing', title: 'Gauge', markdownPath: 'data/charts/gauge/gauge.md' }} />, {
      pathname: '/x/react-charts/gauge',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gauge');
    expect(screen.getByTestId('not-written')).toHaveTextContent('This page is not written yet');
    expect(screen.queryByRole('link', { name: 'Edit this page' })).toBeNull();
    // No Markdown twin to copy.
    expect(screen.queryByRole('button', { name: 'Copy page' })).toBeNull();
  });
});
