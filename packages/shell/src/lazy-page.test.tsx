import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyPage, PageLoadingContext } from './lazy-page';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

const inHost = (page: ReactNode) => (
  <Boundary>
    <PageLoadingContext.Provider value={<p>Loading…</p>}>{page}</PageLoadingContext.Provider>
  </Boundary>
);

describe('lazyPage', () => {
  it("shows the host's loading element while its code loads, then the page", async () => {
    const gate = deferred();
    const Page = lazyPage(async () => {
      await gate.promise;
      return { default: () => <p>Loaded page</p> };
    });
    render(inHost(<Page />));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
  });

  it('renders at once once preloaded; the code loads once', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Loaded page</p> }));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(inHost(<Page />));
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws to its error boundary when its code cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyPage(async () => {
      throw new Error('Loading chunk 7 failed.');
    });
    render(inHost(<Page />));
    expect(await screen.findByText('Failed: Loading chunk 7 failed.')).toBeInTheDocument();
    await expect(Page.preload()).rejects.toThrow('Loading chunk 7 failed.');
    jest.restoreAllMocks();
  });

  it('asks for its code again after a failed load: a failed preload ahead does not break the page', async () => {
    const load = jest
      .fn<Promise<{ default: () => ReactNode }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue({ default: () => <p>Loaded page</p> });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('Loading chunk 7 failed.');
    render(inHost(<Page />));
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
