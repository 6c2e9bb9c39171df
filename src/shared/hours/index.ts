/**
 * Opening hours, order slots and delivery zones: pure rules, no clock and no storage.
 * Callers pass the settings, the instant and the restaurant's zone (`RESTAURANT_TIMEZONE`); the
 * browser shows what they say and the server enforces the same answers at payment time.
 */
export { DEMO_DELIVERY_ZONES, DEMO_HOURS_SETTINGS } from '@shared/hours/demo';
export { closureNotices, describeOpenState } from '@shared/hours/describe';
export { nextOpening, type OpenState, openAt } from '@shared/hours/open-state';
export { closureOn, pauseActive } from '@shared/hours/periods';
export {
  type Closure,
  closureSchema,
  DEFAULT_SLOT_MINUTES,
  type HoursSettings,
  hoursFor,
  hoursSettingsSchema,
  ORDER_SERVICES,
  type Pause,
  pauseSchema,
  periodSchema,
  SERVICES,
  type Service,
  weeklyHoursSchema,
} from '@shared/hours/settings';
export {
  type AsapEstimate,
  asapEstimate,
  isSlotAllowed,
  ORDER_SLOT_DAYS,
  orderSlots,
  type SlotOptions,
} from '@shared/hours/slots';
export {
  hoursSettingsTexts,
  openStateTexts,
  type SlotRefusal,
  slotRefusalTexts,
  WEEKDAY_NAMES,
  zoneSettingsTexts,
  zoneTexts,
} from '@shared/hours/texts';
export { type Period, WEEKDAYS, type Weekday, type WeeklyHours } from '@shared/hours/week';
export {
  type HoursLine,
  weeklyHoursLines,
  weeklyLinesTexts,
  weekWords,
} from '@shared/hours/weekly-lines';
export {
  type DeliveryQuote,
  type DeliveryZone,
  deliveryQuote,
  deliveryZoneSchema,
  deliveryZonesSchema,
  notDeliveredMessage,
  type ZoneAddress,
  zoneFor,
} from '@shared/hours/zones';
