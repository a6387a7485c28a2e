import { render, screen } from '@testing-library/react';
import { JobStateBadge, LeadStatusBadge, StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('renders the label with its tone', () => {
    render(<StatusBadge label="Ready for Call" tone="success" />);
    const badge = screen.getByText('Ready for Call');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge.className).toMatch(/success/);
  });

  it('uses the default tone when none is given', () => {
    render(<StatusBadge label="No Follow-up" />);
    expect(screen.getByText('No Follow-up')).toHaveAttribute('data-tone', 'default');
  });

  it('marks a lead status with a dot of its kanban colour, its text in the default colours', () => {
    render(<LeadStatusBadge status="APPOINTMENT_BOOKED" />);
    const badge = screen.getByText('APPOINTMENT BOOKED').closest('.ant-tag') as HTMLElement;
    expect(badge.querySelector('[data-color]')).toHaveStyle({ backgroundColor: '#722ed1' });
    expect(badge).not.toHaveStyle({ color: '#722ed1' });
  });

  it('labels a job state', () => {
    render(<JobStateBadge status="active" />);
    expect(screen.getByText('Running')).toHaveAttribute('data-tone', 'processing');
  });
});
