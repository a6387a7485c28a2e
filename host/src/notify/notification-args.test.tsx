import { render, screen } from '@testing-library/react';
import { notificationArgs } from './notification-args';

describe('notificationArgs', () => {
  it('uses the durations of spec §9: success 2 s, error and others 4 s, top-right', () => {
    expect(notificationArgs('success', 'Saved')).toEqual({
      title: 'Saved',
      description: undefined,
      duration: 2,
      placement: 'topRight',
    });
    expect(notificationArgs('error', 'Failed').duration).toBe(4);
    expect(notificationArgs('info', 'Note').duration).toBe(4);
    expect(notificationArgs('warning', 'Careful').duration).toBe(4);
  });

  it("lets a caller set its own duration (the calendar's 6 s error) and a description", () => {
    expect(notificationArgs('error', 'Calendar', { durationMs: 6000, description: 'offline' })).toMatchObject(
      {
        duration: 6,
        description: 'offline',
      },
    );
  });

  it("shows a failure's request id apart from the title and the description", () => {
    const args = notificationArgs('error', 'Save failed', { description: 'Boom', requestId: 'req-7' });
    expect(args).toMatchObject({ title: 'Save failed', description: 'Boom' });
    render(<div>{args.actions}</div>);
    expect(screen.getByText('Request ID: req-7')).toBeInTheDocument();
    expect(notificationArgs('error', 'Failed')).not.toHaveProperty('actions');
  });
});
