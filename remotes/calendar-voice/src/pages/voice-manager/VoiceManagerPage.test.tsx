import { ApiError } from '@callops/api-client';
import { VOICE_MESSAGES, type Voice } from '@callops/contracts/voices';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, renderPage } from '../../test-support/page-harness';
import VoiceManagerPage from './VoiceManagerPage';

const voice = (id: number, name: string, over: Partial<Voice> = {}): Voice => ({
  id,
  name,
  voice_id: `${name}VoiceId${id}`,
  status: 'INACTIVE',
  preview_url: `/media/voice-previews/${name}VoiceId${id}.wav`,
  is_used_in_vapi: false,
  is_archived: false,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});
const RACHEL = voice(1, 'Rachel', { status: 'ACTIVE', is_used_in_vapi: true });
const ADAM = voice(2, 'Adam');
const ELLI = voice(5, 'Elli', { is_archived: true });

const rowOf = (name: string) => {
  const cell = screen.getByRole('cell', { name });
  return cell.closest('tr') as HTMLElement;
};

describe('VoiceManagerPage', () => {
  it('lists the voices with their id, status, VAPI use and preview', async () => {
    renderPage(<VoiceManagerPage />, { handlers: { 'voices.list': async () => [RACHEL, ADAM] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Voice Manager' })).toBeInTheDocument();
    const rachel = within(await screen.findByRole('row', { name: /Rachel/ }));
    expect(rachel.getByText(RACHEL.voice_id)).toBeInTheDocument();
    expect(rachel.getByText('Active')).toBeInTheDocument();
    expect(rachel.getByText('Used in VAPI')).toBeInTheDocument();
    expect(rachel.getByRole('button', { name: 'Play Rachel' })).toBeInTheDocument();
    const adam = within(rowOf('Adam'));
    expect(adam.getByText('Inactive')).toBeInTheDocument();
    expect(adam.queryByText('Used in VAPI')).not.toBeInTheDocument();
  });

  it('keeps the active voice from being archived and the VAPI voice from being deleted, with the notes', async () => {
    renderPage(<VoiceManagerPage />, { handlers: { 'voices.list': async () => [RACHEL, ADAM] } });
    const rachel = within(await screen.findByRole('row', { name: /Rachel/ }));
    expect(rachel.getByRole('button', { name: 'Archive' })).toBeDisabled();
    expect(rachel.getByText(VOICE_MESSAGES.deactivateBeforeArchiving)).toBeInTheDocument();
    expect(rachel.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(rachel.getByText(VOICE_MESSAGES.usedInVapi)).toBeInTheDocument();
    const adam = within(rowOf('Adam'));
    expect(adam.getByRole('button', { name: 'Archive' })).toBeEnabled();
    expect(adam.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(adam.queryByText(VOICE_MESSAGES.usedInVapi)).not.toBeInTheDocument();
  });

  it('adds a voice by its trimmed id and ignores a blank one', async () => {
    const user = userEvent.setup();
    const added = voice(3, 'Bella');
    const add = jest.fn(async () => added);
    const list = answers([RACHEL], [RACHEL, added]);
    const { notify, called } = renderPage(<VoiceManagerPage />, {
      handlers: { 'voices.list': list, 'voices.add': add },
    });
    await screen.findByRole('row', { name: /Rachel/ });
    const input = screen.getByRole('textbox', { name: 'Voice ID' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Voice' }));
    await user.type(input, '{Enter}');
    expect(add).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '  EXAVITQu4vr4xnSDxMaL {Enter}');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(VOICE_MESSAGES.added));
    expect(add).toHaveBeenCalledWith({ body: { voice_id: 'EXAVITQu4vr4xnSDxMaL' } });
    expect(await screen.findByRole('row', { name: /Bella/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Voice ID' })).toHaveValue('');
    expect(called().filter((name) => name === 'voices.list')).toHaveLength(2);
  });

  it("says why an add failed: the server's message, or 'Unknown error occurred'", async () => {
    const user = userEvent.setup();
    const add = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(404, VOICE_MESSAGES.unknownVoice('NoSuchVoice')))
      .mockRejectedValueOnce(new ApiError(502, ''));
    const { notify } = renderPage(<VoiceManagerPage />, {
      handlers: { 'voices.list': async () => [], 'voices.add': add },
    });
    expect(await screen.findByText('No voices yet. Add one by its ElevenLabs voice ID.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Voice ID' });
    await user.type(input, 'NoSuchVoice{Enter}');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        `Failed to add voice: ${VOICE_MESSAGES.unknownVoice('NoSuchVoice')}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add Voice' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to add voice: Unknown error occurred'),
    );
    // The toast says it; the form keeps what was typed.
    expect(input).toHaveValue('NoSuchVoice');
  });

  it('shows a refused voice id on the field', async () => {
    const user = userEvent.setup();
    const add = jest.fn();
    renderPage(<VoiceManagerPage />, { handlers: { 'voices.list': async () => [], 'voices.add': add } });
    const input = await screen.findByRole('textbox', { name: 'Voice ID' });
    await user.type(input, '../admin{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/letters, digits/));
    expect(add).not.toHaveBeenCalled();
  });

  it('activates and deactivates a voice', async () => {
    const user = userEvent.setup();
    const updateStatus = jest.fn(
      async ({
        params,
        body,
      }: {
        params: { id: string | number };
        body: { status: 'ACTIVE' | 'INACTIVE' };
      }) =>
        voice(Number(params.id), 'Adam', { status: body.status, is_used_in_vapi: body.status === 'ACTIVE' }),
    );
    const { notify } = renderPage(<VoiceManagerPage />, {
      handlers: { 'voices.list': async () => [RACHEL, ADAM], 'voices.updateStatus': updateStatus },
    });
    await user.click(
      within(await screen.findByRole('row', { name: /Adam/ })).getByRole('button', { name: 'Activate' }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(VOICE_MESSAGES.activated));
    expect(updateStatus).toHaveBeenCalledWith({ params: { id: 2 }, body: { status: 'ACTIVE' } });
    await user.click(within(rowOf('Rachel')).getByRole('button', { name: 'Deactivate' }));
    expect(updateStatus).toHaveBeenLastCalledWith({ params: { id: 1 }, body: { status: 'INACTIVE' } });
  });

  it('archives only after the voice name is typed exactly', async () => {
    const user = userEvent.setup();
    const archive = jest.fn(async () => ({ ...ADAM, is_archived: true }));
    const list = answers([RACHEL, ADAM], [RACHEL]);
    const { notify } = renderPage(<VoiceManagerPage />, {
      handlers: { 'voices.list': list, 'voices.archive': archive },
    });
    await user.click(
      within(await screen.findByRole('row', { name: /Adam/ })).getByRole('button', { name: 'Archive' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Archive voice Adam' });
    const ok = within(dialog).getByRole('button', { name: 'Archive' });
    const typed = within(dialog).getByRole('textbox', { name: 'Type "Adam" to confirm' });
    expect(ok).toBeDisabled();
    await user.type(typed, 'adam');
    expect(ok).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'Adam');
    await user.click(ok);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(VOICE_MESSAGES.archived));
    expect(archive).toHaveBeenCalledWith({ params: { id: 2 }, body: { confirm_name: 'Adam' } });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Adam/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a delete failed and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const remove = jest.fn().mockRejectedValue(new ApiError(409, VOICE_MESSAGES.usedInVapi));
    const { notify } = renderPage(<VoiceManagerPage />, {
      handlers: { 'voices.list': async () => [ADAM], 'voices.remove': remove },
    });
    await user.click(
      within(await screen.findByRole('row', { name: /Adam/ })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete voice Adam' });
    await user.type(within(dialog).getByRole('textbox'), 'Adam{Enter}');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(`Failed to delete voice: ${VOICE_MESSAGES.usedInVapi}`),
    );
    expect(remove).toHaveBeenCalledWith({ params: { id: 2 }, body: { confirm_name: 'Adam' } });
    expect(screen.getByRole('dialog', { name: 'Delete voice Adam' })).toBeInTheDocument();
  });

  it('toggles to the archived voices and unarchives one', async () => {
    const user = userEvent.setup();
    const unarchive = jest.fn(async () => ({ ...ELLI, is_archived: false }));
    const { notify } = renderPage(<VoiceManagerPage />, {
      handlers: {
        'voices.list': async () => [RACHEL],
        'voices.archived': answers([ELLI], []),
        'voices.unarchive': unarchive,
      },
    });
    await screen.findByRole('row', { name: /Rachel/ });
    await user.click(screen.getByText('Archived'));
    const elli = within(await screen.findByRole('row', { name: /Elli/ }));
    expect(elli.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    await user.click(elli.getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(VOICE_MESSAGES.unarchived));
    expect(unarchive).toHaveBeenCalledWith({ params: { id: 5 } });
    expect(await screen.findByText('No archived voices.')).toBeInTheDocument();
  });

  it('shows the load failures with Retry', async () => {
    const user = userEvent.setup();
    const list = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'Database unavailable'))
      .mockResolvedValue([ADAM]);
    renderPage(<VoiceManagerPage />, {
      handlers: {
        'voices.list': list,
        'voices.archived': async () => Promise.reject(new ApiError(500, 'boom')),
      },
    });
    expect(await screen.findByText(VOICE_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Adam/ })).toBeInTheDocument();
    await user.click(screen.getByText('Archived'));
    expect(await screen.findByText(VOICE_MESSAGES.loadArchivedFailed)).toBeInTheDocument();
  });

  it('plays one preview at a time', async () => {
    const user = userEvent.setup();
    const playing = new Set<HTMLMediaElement>();
    jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      return !playing.has(this);
    });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      playing.add(this);
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
    });
    renderPage(<VoiceManagerPage />, { handlers: { 'voices.list': async () => [RACHEL, ADAM] } });
    await user.click(await screen.findByRole('button', { name: 'Play Rachel' }));
    expect(screen.getByRole('button', { name: 'Stop Rachel' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Play Adam' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Stop Adam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Rachel' })).toHaveAttribute('aria-pressed', 'false');
    expect(playing.size).toBe(1);
    jest.restoreAllMocks();
  });

  it('shows viewers the voices without the add form or the actions', async () => {
    const { called } = renderPage(<VoiceManagerPage />, {
      role: 'viewer',
      handlers: { 'voices.list': async () => [RACHEL, ADAM] },
    });
    expect(await screen.findByRole('row', { name: /Adam/ })).toBeInTheDocument();
    expect(screen.getByText('Only admins can add or change voices.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Voice ID' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(called()).toEqual(['voices.list']);
  });
});
