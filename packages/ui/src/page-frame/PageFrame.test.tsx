import { render, screen } from '@testing-library/react';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it("shows the title as the page's one h1, the content under it and what goes beside it", () => {
    render(
      <PageFrame title="Dashboard Overview" extra={<span>12:00</span>}>
        <p>content</p>
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.getByText('12:00')).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the read-only notice when given', () => {
    render(<PageFrame title="Settings Manager" readOnlyNotice="Only admins can change settings." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only admins can change settings.');
  });
});
