import {
  type ConfigEntry,
  type ConfigValueKind,
  configKeyDefinition,
  PROFILE_SECTIONS,
  type ProfileSection,
  profileSectionOf,
  updateConfigRequestSchema,
  validateConfigValue,
} from '@callops/contracts/settings';

/** How an entry's value is edited: its known kind, a secret for other sensitive entries, text otherwise. */
export function valueKindOf(entry: Pick<ConfigEntry, 'key' | 'is_sensitive'>): ConfigValueKind {
  return configKeyDefinition(entry.key)?.kind ?? (entry.is_sensitive ? 'secret' : 'text');
}

/** Built-in settings are part of the product: they can be cleared but not deleted. */
export const isBuiltInKey = (key: string): boolean => configKeyDefinition(key) !== undefined;

/**
 * The check before sending an edited value: null when it may go. A sensitive entry shows its masked value; sending
 * that mask back unchanged keeps the stored secret, so it needs no check.
 */
export function draftValueError(
  entry: Pick<ConfigEntry, 'key' | 'value' | 'is_sensitive'>,
  draft: string,
): string | null {
  if (entry.is_sensitive && draft === entry.value) return null;
  return validateConfigValue(entry.key, draft);
}

/** What a change of `entry` may send: the contract's update request, its value checked for the key. */
export const configChangeSchema = (entry: Pick<ConfigEntry, 'key' | 'value' | 'is_sensitive'>) =>
  updateConfigRequestSchema.superRefine((change, ctx) => {
    const problem = draftValueError(entry, change.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

export interface ConfigDraft {
  value: string;
  description: string;
}

export const draftOf = (entry: Pick<ConfigEntry, 'value' | 'description'>): ConfigDraft => ({
  value: entry.value,
  description: entry.description ?? '',
});

export const isDraftChanged = (
  entry: Pick<ConfigEntry, 'value' | 'description'>,
  draft: ConfigDraft,
): boolean => draft.value !== entry.value || draft.description !== (entry.description ?? '');

/** Group screens list their entries by gui_priority, then key. */
export function sortByPriority<T extends Pick<ConfigEntry, 'key' | 'gui_priority'>>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => a.gui_priority - b.gui_priority || a.key.localeCompare(b.key));
}

export interface ProfileSectionEntries {
  section: ProfileSection;
  entries: ConfigEntry[];
}

/**
 * App Configuration: every entry but the ones shown elsewhere on the page, under notifications, api, security,
 * calendar, or General for any other group; empty sections are left out.
 */
export function profileSections(
  entries: readonly ConfigEntry[],
  exclude: readonly string[],
): ProfileSectionEntries[] {
  const shown = entries.filter((entry) => !exclude.includes(entry.key));
  return PROFILE_SECTIONS.map((section) => ({
    section,
    entries: [...shown]
      .filter((entry) => profileSectionOf(entry.gui_group) === section)
      .sort(
        (a, b) =>
          (a.gui_group ?? '').localeCompare(b.gui_group ?? '') ||
          a.gui_priority - b.gui_priority ||
          a.key.localeCompare(b.key),
      ),
  })).filter((group) => group.entries.length > 0);
}
