/**
 * What the contact page says besides the weekly hours, which come from the restaurant settings
 * (`StoredHoursRows`): events that are not opening hours.
 */
export const openingHours = [{ label: 'Chef’s table', value: 'Thursdays, 19:30' }] as const;

/** Our social handles; the footer's social icons link to the list of them on /Contact#social. */
export const socialHandles = [
  { network: 'Instagram', handle: '@tavolalagos' },
  { network: 'Facebook', handle: 'Tavola Kitchen & Table' },
  { network: 'X', handle: '@tavolalagos' },
  { network: 'TikTok', handle: '@tavolalagos' },
] as const;
