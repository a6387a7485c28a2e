// For remote page tests: finding antd dialogs and options, and filling fields, the way a user does.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type UserActions = ReturnType<typeof userEvent.setup>;

/** antd labels its dialogs through ids that are all 'test-id' under Jest, so find them by their title. */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .queryAllByRole('dialog')
      .find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' }));
    if (!dialog) throw new Error(`No dialog titled ${title}`);
    return dialog;
  });
}

export const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Picks an option of the open select (its list renders outside the select). */
export async function pickOption(user: UserActions, label: string) {
  const option = await waitFor(() => {
    const found = screen.getAllByTitle(label).find((el) => el.closest('.ant-select-dropdown'));
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  await user.click(option);
}

/**
 * Opens a select and picks an option; a searchable one is searched first, since its list renders only the
 * options in view.
 */
export async function choose(user: UserActions, select: HTMLElement, label: string) {
  await user.click(select);
  if (select instanceof HTMLInputElement && !select.readOnly) await user.paste(label);
  await pickOption(user, label);
}

/** Replaces a field's text; pastes instead of typing key by key (the same change, one render). */
export async function fill(user: UserActions, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') {
    await user.click(input);
    await user.paste(text);
  }
}
