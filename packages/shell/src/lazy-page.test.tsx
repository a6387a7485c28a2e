import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('lazyPage', () => {
  it('suspends while its code loads when nothing preloaded it', async () => {
    const gate = deferred();
    const Page = lazyPage(async () => {
      await gate.promise;
      return { default: () => <p>Loaded page</p> };
    });
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded; the code loads once', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Loaded page</p> }));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects its preload when its code cannot load', async () => {
    const Page = lazyPage(async () => {
      throw new Error('Loading chunk 7 failed.');
    });
    await expect(Page.preload()).rejects.toThrow('Loading chunk 7 failed.');
  });
});
