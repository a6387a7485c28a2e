import { render, screen } from '@testing-library/react';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a named region in the tab order around its content', () => {
    render(
      <ScrollRegion label="Period Comparison">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Period Comparison' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
