import { ApiError } from '@callops/api-client';
import { createFakeApiClient, type FakeHandlers } from '@callops/api-client/test-support';
import {
  KANBAN_COLUMNS,
  KANBAN_SAMPLE_COMPANY_NAMES,
  type KanbanBoard,
  type KanbanCard,
  type LeadStatus,
  SERVICE_OPTIONS,
} from '@callops/contracts/leads';
import {
  fakeNotify,
  fill,
  findDialog,
  noDialog,
  renderRemotePage,
  testUser,
} from '@callops/shell/test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeadKanbanPage from './LeadKanbanPage';

const card = (id: number, name: string, status: LeadStatus = 'NEW'): KanbanCard => ({
  id,
  name,
  phone: `+1416555${String(id).padStart(4, '0')}`,
  service: 'Roofing',
  lead_status: status,
  created_at: '2026-03-01T15:00:00.000Z',
});
const MAPLE = card(1, 'Maple Leaf Plumbing');
const SUMMIT = card(2, 'Summit Roofing Co.');
const CEDAR = card(3, 'Cedar Ridge Builders', 'NEW_IN_PROGRESS');
const boardOf = (
  over: Partial<Record<LeadStatus, { count: number; cards: KanbanCard[]; next?: string }>> = {},
) =>
  ({
    columns: KANBAN_COLUMNS.map(({ status }) => ({
      status,
      count: over[status]?.count ?? 0,
      cards: over[status]?.cards ?? [],
      next_cursor: over[status]?.next ?? null,
    })),
  }) satisfies KanbanBoard;
const BOARD = boardOf({
  NEW: { count: 45, cards: [MAPLE, SUMMIT], next: '1772377200000000-2' },
  NEW_IN_PROGRESS: { count: 1, cards: [CEDAR] },
});

// jsdom lays nothing out: each column gets a box in one row, each card a box inside its column (the dragged copy
// one in the first column), so dnd-kit's keyboard sensor and collision detection have something to measure.
const ORDER = KANBAN_COLUMNS.map((c) => c.status as string);
const box = (left: number, top: number, width: number, height: number) => ({
  x: left,
  y: top,
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
  toJSON: () => ({}),
});
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const column = this.closest('[data-column]');
    if (!column) return box(5, 60, 90, 50) as DOMRect;
    const left = ORDER.indexOf(column.getAttribute('data-column') ?? '') * 120;
    return (this === column ? box(left, 0, 100, 500) : box(left + 5, 60, 90, 50)) as DOMRect;
  });
});
afterAll(() => jest.restoreAllMocks());

const column = (label: string) => screen.getByRole('region', { name: label });
const cardIn = (label: string, name: string) =>
  within(column(label)).getByText(name).closest('[data-card-id]') as HTMLElement;

function renderPage(handlers: FakeHandlers = {}, role: 'operator' | 'viewer' = 'operator') {
  const notify = fakeNotify();
  const api = createFakeApiClient({ 'kanban.board': async () => BOARD, ...handlers });
  renderRemotePage(<LeadKanbanPage />, { api, notify, user: testUser({ role }) });
  return notify;
}

/** Picks a card up with the keyboard, moves it `steps` columns right and drops it. */
async function keyboardDrag(
  user: ReturnType<typeof userEvent.setup>,
  cardElement: HTMLElement,
  steps: number,
) {
  cardElement.focus();
  await user.keyboard('[Space]');
  for (let i = 0; i < steps; i++) await user.keyboard('[ArrowRight]');
  await user.keyboard('[Space]');
}

describe('LeadKanbanPage', () => {
  it('shows the 13 columns with label, colour and count, and cards with name, phone, service and date', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Kanban' })).toBeInTheDocument();
    await screen.findByText('Maple Leaf Plumbing');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toHaveLength(13);
    for (const { label } of KANBAN_COLUMNS) expect(column(label)).toBeInTheDocument();
    expect(within(column('New Leads')).getByLabelText('New Leads: 45 leads')).toBeInTheDocument();
    expect(within(column('Unqualified')).getByLabelText('Unqualified: 0 leads')).toBeInTheDocument();
    const maple = cardIn('New Leads', 'Maple Leaf Plumbing');
    expect(maple).toHaveTextContent('+14165550001');
    expect(maple).toHaveTextContent('Roofing');
    expect(maple).toHaveTextContent('Mar 1, 2026');
    expect(column('New Leads').style.borderWidth).toBe('4px 1px 1px');
  });

  it('loads the next page of a column when it is scrolled to its end (or asked)', async () => {
    const user = userEvent.setup();
    const page = jest
      .fn()
      .mockResolvedValueOnce({
        cards: [SUMMIT, card(4, 'Aurora Property Care')],
        next_cursor: '1772377200000000-4',
      })
      .mockResolvedValueOnce({ cards: [card(5, 'True North Kitchens')], next_cursor: null });
    renderPage({ 'kanban.column': page });
    await screen.findByText('Maple Leaf Plumbing');
    const list = within(column('New Leads')).getByText('Maple Leaf Plumbing').closest('[data-card-id]')
      ?.parentElement as HTMLElement;
    fireEvent.scroll(list);
    expect(await within(column('New Leads')).findByText('Aurora Property Care')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith({ params: { status: 'NEW' }, query: { after: '1772377200000000-2' } });
    expect(within(column('New Leads')).getAllByText('Summit Roofing Co.')).toHaveLength(1);

    await user.click(
      within(column('New Leads')).getByRole('button', { name: 'Load more New Leads (42 more)' }),
    );
    expect(await within(column('New Leads')).findByText('True North Kitchens')).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({
      params: { status: 'NEW' },
      query: { after: '1772377200000000-4' },
    });
    expect(within(column('New Leads')).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('moves a card dragged with the keyboard along an allowed move once the server answered, to the end', async () => {
    const user = userEvent.setup();
    let answer: (card: KanbanCard) => void = () => undefined;
    const move = jest.fn(() => new Promise<KanbanCard>((resolve) => (answer = resolve)));
    renderPage({ 'kanban.move': move });
    await screen.findByText('Maple Leaf Plumbing');
    await keyboardDrag(user, cardIn('New Leads', 'Maple Leaf Plumbing'), 1);
    await waitFor(() =>
      expect(move).toHaveBeenCalledWith({ params: { id: 1 }, body: { to: 'NEW_IN_PROGRESS' } }),
    );
    // Not optimistic: until the server answers the card stays where it was.
    expect(cardIn('New Leads', 'Maple Leaf Plumbing')).toHaveAttribute('aria-busy', 'true');
    expect(within(column('In Progress')).queryByText('Maple Leaf Plumbing')).not.toBeInTheDocument();

    await act(async () => answer({ ...MAPLE, lead_status: 'NEW_IN_PROGRESS' }));
    await waitFor(() =>
      expect(within(column('New Leads')).queryByText('Maple Leaf Plumbing')).not.toBeInTheDocument(),
    );
    const names = within(column('In Progress'))
      .getAllByText(/./, { selector: '[data-card-id] .ant-typography-strong, [data-card-id] strong' })
      .map((n) => n.textContent);
    expect(names).toEqual(['Cedar Ridge Builders', 'Maple Leaf Plumbing']);
    expect(within(column('New Leads')).getByLabelText('New Leads: 44 leads')).toBeInTheDocument();
    expect(within(column('In Progress')).getByLabelText('In Progress: 2 leads')).toBeInTheDocument();
  });

  it("refuses a move spec §4 does not allow with 'Cannot move from {from} to {to}', sending nothing", async () => {
    const user = userEvent.setup();
    const move = jest.fn(async () => MAPLE);
    const notify = renderPage({ 'kanban.move': move });
    await screen.findByText('Maple Leaf Plumbing');
    await keyboardDrag(user, cardIn('New Leads', 'Maple Leaf Plumbing'), 2);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Cannot move from New Leads to Lead Score Pending'),
    );
    expect(move).not.toHaveBeenCalled();
    expect(cardIn('New Leads', 'Maple Leaf Plumbing')).toBeInTheDocument();

    // The same column does nothing.
    await keyboardDrag(user, cardIn('New Leads', 'Summit Roofing Co.'), 0);
    expect(move).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('leaves the card in place and says so when the server refuses the move', async () => {
    const user = userEvent.setup();
    const move = jest.fn(() =>
      Promise.reject(new ApiError(409, 'Cannot move from No Answer to In Progress')),
    );
    const notify = renderPage({ 'kanban.move': move });
    await screen.findByText('Maple Leaf Plumbing');
    await keyboardDrag(user, cardIn('New Leads', 'Maple Leaf Plumbing'), 1);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to update lead status: Cannot move from No Answer to In Progress',
      ),
    );
    expect(cardIn('New Leads', 'Maple Leaf Plumbing')).not.toHaveAttribute('aria-busy');
    expect(within(column('In Progress')).queryByText('Maple Leaf Plumbing')).not.toBeInTheDocument();
  });

  it('announces the drag to screen readers in column words', async () => {
    const user = userEvent.setup();
    renderPage({ 'kanban.move': async () => ({ ...MAPLE, lead_status: 'NEW_IN_PROGRESS' as const }) });
    await screen.findByText('Maple Leaf Plumbing');
    const maple = cardIn('New Leads', 'Maple Leaf Plumbing');
    expect(maple).toHaveAttribute('role', 'button');
    expect(document.getElementById(maple.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'To pick up a lead card, press space or enter.',
    );
    // dnd-kit's live region holds one announcement at a time: record each.
    const region = document.querySelector('[id^="DndLiveRegion"]') as HTMLElement;
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    maple.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(heard).toEqual(
        expect.arrayContaining([
          'Picked up Maple Leaf Plumbing from New Leads.',
          'Maple Leaf Plumbing is over In Progress.',
          'Dragging was cancelled. Maple Leaf Plumbing stays where it was.',
        ]),
      ),
    );
    observer.disconnect();
  });

  it('creates a lead: required fields first, Auto-fill Random, then the kanban body; the board is read again', async () => {
    const user = userEvent.setup();
    const create = jest.fn(async () => ({ id: 99 }));
    const board = jest.fn(async () => BOARD);
    renderPage({ 'companies.create': create, 'kanban.board': board });
    await screen.findByText('Maple Leaf Plumbing');
    await user.click(screen.getByRole('button', { name: /Create Lead/ }));
    const dialog = await findDialog('Create Lead');
    expect(within(dialog).getByLabelText('Phone Number*')).toHaveValue('+14165550123');
    await user.click(within(dialog).getByRole('button', { name: 'Create Lead' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(create).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Auto-fill Random' }));
    const name = (within(dialog).getByLabelText('Company Name*') as HTMLInputElement).value;
    expect(KANBAN_SAMPLE_COMPANY_NAMES).toContain(name);
    await user.click(within(dialog).getByRole('button', { name: 'Create Lead' }));
    await noDialog();
    const body = (create.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0].body;
    expect(body).toMatchObject({
      name,
      phone: '+14165550123',
      email: null,
      lead_status: 'NEW',
      city: '',
      no_answer_count: 0,
    });
    expect(body.hubspot_id).toMatch(/^kanban_\d+$/);
    expect(SERVICE_OPTIONS).toContain(body.service);
    await waitFor(() => expect(board).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: /Create Lead/ }));
    const again = await findDialog('Create Lead');
    expect(within(again).getByLabelText('Company Name*')).toHaveValue('');
  });

  it("says 'Failed to create lead' when the server refuses, keeping the form", async () => {
    const user = userEvent.setup();
    const notify = renderPage({
      'companies.create': () =>
        Promise.reject(new ApiError(409, 'A company with this HubSpot id already exists')),
    });
    await screen.findByText('Maple Leaf Plumbing');
    await user.click(screen.getByRole('button', { name: /Create Lead/ }));
    const dialog = await findDialog('Create Lead');
    await fill(user, within(dialog).getByLabelText('Company Name*'), 'Aurora Property Care');
    await user.click(within(dialog).getByRole('button', { name: 'Auto-fill Random' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Lead' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to create lead', {
        description: 'A company with this HubSpot id already exists',
      }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A company with this HubSpot id already exists',
    );
  });

  it('shows a load failure with Retry', async () => {
    const user = userEvent.setup();
    const board = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'Database unavailable'))
      .mockResolvedValue(BOARD);
    renderPage({ 'kanban.board': board });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the board');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maple Leaf Plumbing')).toBeInTheDocument();
  });

  it('offers no Create Lead to a viewer', async () => {
    renderPage({}, 'viewer');
    await screen.findByText('Maple Leaf Plumbing');
    expect(screen.queryByRole('button', { name: /Create Lead/ })).not.toBeInTheDocument();
  });
});
