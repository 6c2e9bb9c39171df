/**
 * The settings page's sections, in the order the page lists them, each saved on its own (PATCH
 * /api/admin/settings with only its part), and the page's words around them.
 */
export const SETTINGS_SECTIONS = [
  { id: 'pause', title: 'Pause online orders' },
  { id: 'hours', title: 'Opening hours' },
  { id: 'closures', title: 'Closures' },
  { id: 'ordering', title: 'Orders and slots' },
  { id: 'zones', title: 'Delivery zones' },
  { id: 'payments', title: 'Payment methods' },
  { id: 'bookings', title: 'Table bookings' },
  { id: 'notifications', title: 'Staff alerts' },
  { id: 'details', title: 'Restaurant details' },
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export const settingsPageTexts = {
  title: 'Restaurant settings',
  sectionsNav: 'Settings sections',
  save: (title: string) => `Save ${title.toLowerCase()}`,
  saving: 'Saving…',
  saved: (title: string) => `${title} saved.`,
  unsaved: 'Unsaved changes',
  saveFailed: 'The settings could not be saved. Please try again.',
  loadFailed: 'The settings could not be loaded. Please reload the page.',
  correct: (count: number) =>
    `Please correct ${count === 1 ? 'the field' : 'the fields'} marked below.`,
  /** Asked before leaving the page (a link, the browser's back) with a section not saved. */
  leaveUnsaved: (titles: string[]) =>
    `${titles.join(', ')}: your changes are not saved. Leave the page and lose them?`,
} as const;
