import { fireEvent, render, screen } from '@testing-library/react';
import { ExpandableText } from './ExpandableText';

const long = `${'a'.repeat(50)}TAIL`;

describe('ExpandableText', () => {
  it("shows 'N/A' for empty text", () => {
    render(<ExpandableText text="  " />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('shows a given placeholder instead of N/A', () => {
    render(<ExpandableText text={null} placeholder="No transcript" />);
    expect(screen.getByText('No transcript')).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
  });

  it('shows short text whole, without a toggle', () => {
    render(<ExpandableText text={'b'.repeat(50)} />);
    expect(screen.getByText('b'.repeat(50))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts text over 50 characters and expands and collapses it', () => {
    render(<ExpandableText text={long} />);
    expect(screen.getByText(`${'a'.repeat(50)}...`)).toBeInTheDocument();
    expect(screen.queryByText(long)).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText(`${'a'.repeat(50)}...`)).toBeInTheDocument();
  });

  it('cuts at a given length', () => {
    render(<ExpandableText text={'t'.repeat(81)} maxLength={80} />);
    expect(screen.getByText(`${'t'.repeat(80)}...`)).toBeInTheDocument();
  });

  it('can cut without a toggle, keeping the whole text in the title', () => {
    render(<ExpandableText text={'s'.repeat(61)} maxLength={60} expandable={false} />);
    const shown = screen.getByText(`${'s'.repeat(60)}...`);
    expect(shown).toHaveAttribute('title', 's'.repeat(61));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not let the toggle click reach a clickable row', () => {
    const onRowClick = jest.fn();
    render(
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a stand-in for a clickable table row
      <div onClick={onRowClick}>
        <ExpandableText text={long} />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
