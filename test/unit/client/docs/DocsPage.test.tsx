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

  it.each([1, 2, 5])('holds the first frame for the title and the section after it, not the whole article (%i sections)', (count) => {
    const sections = Array.from({ length: count }, (_, index) => ({ type: 'markdown' as const, html: `<p id="s${index}">Section ${index}.</p>` }));
    renderWithProviders(
      <DocsPage
        page={{
          status: 'written',
          markdownPath: 'data/introduction/overview/overview.md',
          content: { title: 'Overview', titleHtml: 'Overview', description: 'About.', descriptionHtml: 'About.', headers: {}, disableAd: false, toc: [], sections },
        }}
      />,
    );
    const boundaries = document.querySelectorAll('#first-paint-boundary');
    expect(boundaries).toHaveLength(1);
    const [boundary] = boundaries;
    // Everything of the first two sections comes before it in the document, every later one after it.
    for (let index = 0; index < count; index += 1) {
      const section = document.getElementById(`s${index}`) as HTMLElement;
      const before = Boolean(section.compareDocumentPosition(boundary) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect([index, before]).toEqual([index, index < 2]);
    }
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
