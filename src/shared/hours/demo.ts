import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { DEFAULT_SLOT_MINUTES, type HoursSettings } from '@shared/hours/settings';
import { WEEKDAYS, type WeeklyHours } from '@shared/hours/week';
import type { DeliveryZone } from '@shared/hours/zones';

/** The demo restaurant's hours: lunch and dinner every day, in Africa/Lagos. */
const LUNCH_AND_DINNER = [
  { start: '11:00', end: '15:00' },
  { start: '17:00', end: '22:30' },
];

export const DEMO_HOURS_SETTINGS: HoursSettings = {
  hours: {
    default: Object.fromEntries(
      WEEKDAYS.map((day) => [day, LUNCH_AND_DINNER.map((period) => ({ ...period }))]),
    ) as WeeklyHours,
    delivery: null,
    pickup: null,
    reservations: null,
  },
  closures: [],
  leadTimeMinutes: 30,
  slotMinutes: DEFAULT_SLOT_MINUTES,
  maxOrdersPerSlot: null,
  pause: { on: false, until: null },
};

/** One zone covering the demo and test addresses (Lekki, Victoria Island, Ikoyi, Marina). */
export const DEMO_DELIVERY_ZONES: DeliveryZone[] = [
  {
    name: 'Lagos Island and Lekki',
    areas: ['Lekki', 'Lekki Phase 1', 'Victoria Island', 'Ikoyi', 'Marina', 'Lagos Island'],
    feeMinor: DELIVERY_FEE_MINOR,
    minimumOrderMinor: 5_000_00,
    freeAboveMinor: null,
    estimatedMinutes: 45,
  },
];
