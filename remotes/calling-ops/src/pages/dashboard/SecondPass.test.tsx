import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { SecondPass } from './SecondPass';

/** Notes, as its first render is committed, whether the second pass's content is on the page yet. */
function FirstPassProbe({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent?.includes('Comparison') ?? false);
  }, [seen]);
  return <p>Counts</p>;
}

describe('SecondPass', () => {
  it('leaves its children out of the first commit and renders them right after', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <FirstPassProbe seen={seen} />
        <SecondPass>
          <p>Comparison</p>
        </SecondPass>
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByText('Comparison')).toBeInTheDocument();
    expect(screen.getByText('Counts')).toBeInTheDocument();
  });
});
