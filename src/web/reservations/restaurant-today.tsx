import { restaurantToday } from '@web/lib/restaurant-time';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { CalendarContainer } from 'react-datepicker';
import { fromPickerDate } from './wizard-form';

/**
 * The calendar's "today" is the restaurant's. react-datepicker knows only the
 * browser's clock: its `--today` class and `aria-current="date"` follow it, so when the two dates
 * differ (23:30 UTC is the next day in Lagos and still the day before in Los Angeles) it would
 * point at a day the restaurant has left behind, or not reached. We mark the restaurant's today
 * with a class of our own (styled in calendar.css, where the library's mark is not) and move
 * `aria-current` to it.
 */
export const RESTAURANT_TODAY_CLASS = 'restaurant-today';

/**
 * The restaurant's today: the server's word once the availability has come, the restaurant's
 * date on this browser's clock before that.
 */
export const calendarToday = (serverToday: string | undefined) => serverToday ?? restaurantToday();

/** For react-datepicker's `dayClassName`: our mark on the restaurant's today. */
export const markRestaurantToday = (today: string) => (day: Date) =>
  fromPickerDate(day) === today ? RESTAURANT_TODAY_CLASS : '';

/**
 * The calendar's container (react-datepicker's own, unchanged) that gives `aria-current` to the
 * day we marked and takes it from the browser's today. It re-renders with every change of the
 * calendar, and React only writes an attribute when its own value changes, so the fix holds.
 */
export function RestaurantTodayContainer(props: ComponentProps<typeof CalendarContainer>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const day of ref.current?.querySelectorAll('.react-datepicker__day') ?? []) {
      if (day.classList.contains(RESTAURANT_TODAY_CLASS)) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
  });
  return (
    <div ref={ref} className="calendar-frame">
      <CalendarContainer {...props} />
    </div>
  );
}
