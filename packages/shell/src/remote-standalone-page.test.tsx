import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { RemoteStandalonePage } from './remote-standalone-page';
import { NAV_ENTRIES } from './sidebar-sections';

const Page = lazy(async () => ({ default: () => null }));

describe('RemoteStandalonePage', () => {
  it('links each page of the remote inside the console', () => {
    render(
      <RemoteStandalonePage
        consoleUrl="http://localhost:3000/"
        manifest={{
          name: 'calling-ops',
          routes: [
            { path: '/jobs', element: Page, nav: NAV_ENTRIES['/jobs'] },
            { path: '/testing/reminder', element: Page },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'calling-ops' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs Manager' })).toHaveAttribute(
      'href',
      'http://localhost:3000/jobs',
    );
    expect(screen.getByRole('link', { name: '/testing/reminder' })).toHaveAttribute(
      'href',
      'http://localhost:3000/testing/reminder',
    );
  });
});
