// Helpers of the data-table page tests: the body rows of a table and the text of one column.
import { screen, within } from '@testing-library/react';

export function bodyRows(): HTMLElement[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

export function columnTexts(title: string): (string | null)[] {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent === title);
  if (index < 0) throw new Error(`No column ${title}`);
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? null);
}

export function headerButton(title: string): HTMLElement {
  return within(screen.getByRole('columnheader', { name: title })).getByRole('button', { name: title });
}

export function headerTitles(): (string | null)[] {
  return screen.getAllByRole('columnheader').map((h) => h.textContent);
}
