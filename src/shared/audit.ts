import { z } from 'zod';
import { isCalendarDate } from './calendar-dates';
import { cursorQueryShape, pageInfoShape } from './paging';

/**
 * The audit log: every staff action that changes money, an order's stage, a
 * booking, the menu, the settings or the staff, as recorded in the changing transaction. Wire
 * shapes, the action codes with their words, and the screen's texts.
 */

export const AUDIT_ACTIONS = {
  'order.stage': 'Order stage changed',
  'order.mark_delivered': 'Order marked delivered',
  'order.refund': 'Refund sent again',
  'order.staff_place': 'Phone or counter order placed',
  'order.mark_paid': 'Order marked paid',
  'order.payment_link_resend': 'Payment link sent again',
  'booking.confirm': 'Booking confirmed',
  'booking.table': 'Booking table changed',
  'booking.status': 'Booking status changed (seated, completed, declined, no-show, canceled)',
  'booking.edit': 'Booking day, time or party changed',
  'booking.walk_in': 'Walk-in seated',
  'dish.create': 'Dish added',
  'dish.update': 'Dish changed',
  'dish.delete': 'Dish deleted',
  'dish.options': 'Dish options changed',
  'soldout.set': 'Sold out changed',
  'category.create': 'Category added',
  'category.update': 'Category changed',
  'category.move': 'Category moved',
  'category.delete': 'Category deleted',
  'settings.update': 'Settings saved',
  'settings.pause': 'Online orders paused',
  'settings.resume': 'Online orders resumed',
  'tables.create': 'Table added',
  'tables.update': 'Table changed',
  'tables.delete': 'Table removed',
  'staff.invite': 'Staff invited',
  'staff.invite_resend': 'Invitation sent again',
  'staff.invite_revoke': 'Invitation withdrawn',
  'staff.join': 'Invitation accepted (joined the staff)',
  'staff.role': 'Staff role changed',
  'staff.deactivate': 'Staff deactivated',
  'staff.reactivate': 'Staff reactivated',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What an entry is about; orders and bookings link to their pages. */
export const AUDIT_SUBJECTS = [
  'order',
  'booking',
  'dish',
  'choice',
  'category',
  'settings',
  'table',
  'staff',
  'invitation',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECTS)[number];

/** Only the fields that changed, where that is practical; JSON values as stored. */
export const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  action: z.enum(AUDIT_ACTION_CODES),
  subjectType: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string(),
  summary: z.string(),
  before: auditValuesSchema,
  after: auditValuesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  ...pageInfoShape,
  entries: z.array(auditEntrySchema),
  /** The restaurant's time zone: every time on the screen is shown in it. */
  timeZone: z.string(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const day = (which: string) =>
  z
    .string()
    .refine(isCalendarDate, { message: `The ${which} date must be a real day, as yyyy-MM-dd.` })
    .optional();

export const auditQuerySchema = z
  .strictObject({
    /** The cursor of a page (keyset by time and id, newest first). */
    before: cursorQueryShape.cursor,
    action: z
      .enum(AUDIT_ACTION_CODES, { message: 'Choose one of the listed kinds of change.' })
      .optional(),
    /** The staff member's id. */
    actor: z.uuid({ message: 'The person must be one of the listed staff.' }).optional(),
    /** First and last day, both included, on the restaurant's clock. */
    from: day('from'),
    to: day('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first day must not be after the last day.',
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditTexts = {
  title: 'Audit log',
  intro:
    'Every change staff made to money, orders, bookings, the menu, the settings and the staff.',
  empty: 'No changes recorded match these filters.',
  anyAction: 'Every kind of change',
  anyone: 'Anyone',
  when: 'When',
  who: 'Who',
  what: 'What',
  subject: 'About',
  from: 'From',
  to: 'To',
  changes: 'Before → after',
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  before: 'Before',
  after: 'After',
  nothing: '(nothing)',
  loadFailed: 'The audit log could not be loaded. Try again in a moment.',
} as const;
