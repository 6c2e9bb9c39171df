/** The contact page's opening-hours text. The live state ("Open now · until 22:00") comes from the restaurant settings (OpenStatusBar); this text is not yet drawn from them: a follow-up of issue 16. */
export const openingHours = [
  { label: 'Restaurant and terrace', value: 'Every day, 12:00–22:00' },
  { label: 'Last orders in the restaurant', value: '21:30' },
  { label: 'Delivery and pickup', value: 'Every day, 12:00–21:00' },
  { label: 'Chef’s table', value: 'Thursdays, 19:30' },
] as const;

/** Our social handles; the footer's social icons link to the list of them on /Contact#social. */
export const socialHandles = [
  { network: 'Instagram', handle: '@tavolalagos' },
  { network: 'Facebook', handle: 'Tavola Kitchen & Table' },
  { network: 'X', handle: '@tavolalagos' },
  { network: 'TikTok', handle: '@tavolalagos' },
] as const;
