import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';
import { RemoteStandalonePage } from './RemoteStandalonePage';

const Page = lazyPage(async () => ({ default: () => null }));

describe('RemoteStandalonePage', () => {
  it('links each page of the remote inside the console, by its sidebar label when it has one', () => {
    render(
      <RemoteStandalonePage
        consoleUrl="http://localhost:3000/"
        manifest={{
          name: 'calling-ops',
          routes: [
            { path: '/jobs', page: Page },
            { path: '/auth/calendar/callback', page: Page },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'calling-ops' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs Manager' })).toHaveAttribute(
      'href',
      'http://localhost:3000/jobs',
    );
    expect(screen.getByRole('link', { name: '/auth/calendar/callback' })).toHaveAttribute(
      'href',
      'http://localhost:3000/auth/calendar/callback',
    );
  });
});
