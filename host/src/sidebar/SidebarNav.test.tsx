import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SidebarNav } from './SidebarNav';
import type { SidebarGroup } from './sidebar-composition';

const groups: SidebarGroup[] = [
  { id: 'overview', items: [{ path: '/', label: 'Dashboard', icon: <svg data-testid="dashboard-icon" /> }] },
  {
    id: 'testing',
    label: 'Testing',
    items: [
      { path: '/testing/no-answer', label: 'No Answer Call Testing' },
      { path: '/testing/reminder', label: 'Reminder Call Testing' },
    ],
  },
];

function renderNav(pathname = '/') {
  const preloadPage = jest.fn();
  const onNavigate = jest.fn();
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <SidebarNav groups={groups} preloadPage={preloadPage} onNavigate={onNavigate} />
    </MemoryRouter>,
  );
  return { preloadPage, onNavigate };
}

describe('SidebarNav', () => {
  it('lists every entry as a link in order and marks only the current page', () => {
    renderNav('/testing/reminder');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/testing/no-answer',
      '/testing/reminder',
    ]);
    expect(screen.getByRole('link', { name: 'Reminder Call Testing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it("marks the title of the section holding the current page, open or closed, and no other's", async () => {
    renderNav('/testing/reminder');
    const title = screen.getByRole('button', { name: 'Testing' });
    expect(title).toHaveAttribute('data-current', 'true');
    await userEvent.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'false');
    expect(title).toHaveAttribute('data-current', 'true');
  });

  it('leaves a section title unmarked while the current page is elsewhere', () => {
    renderNav('/');
    expect(screen.getByRole('button', { name: 'Testing' })).not.toHaveAttribute('data-current');
  });

  it('keeps the icon out of the accessible name', () => {
    renderNav();
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(within(dashboard).getByTestId('dashboard-icon').parentElement).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('collapses and reopens a section from its title, which says whether it is open', async () => {
    renderNav();
    const title = screen.getByRole('button', { name: 'Testing' });
    expect(title).toHaveAttribute('aria-expanded', 'true');
    const entries = document.getElementById(title.getAttribute('aria-controls') ?? '');
    expect(entries).toContainElement(screen.getByRole('link', { name: 'No Answer Call Testing' }));

    await userEvent.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'No Answer Call Testing' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'No Answer Call Testing' })).toBeVisible();
  });

  it("starts loading an entry's page as the pointer or the focus reaches it, and reports a choice", async () => {
    const { preloadPage, onNavigate } = renderNav();
    await userEvent.hover(screen.getByRole('link', { name: 'No Answer Call Testing' }));
    expect(preloadPage).toHaveBeenLastCalledWith('/testing/no-answer');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    expect(preloadPage).toHaveBeenLastCalledWith('/');
    expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Reminder Call Testing' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
