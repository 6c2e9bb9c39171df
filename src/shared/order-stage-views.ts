import { formatReservationDate, zonedNow } from './calendar-dates';
import type { Fulfilment } from './fulfilment';
import { orderStageTexts } from './order-stage-texts';
import {
  ACTIVE_STAGES,
  type ActiveStage,
  type OrderAction,
  type OrderActor,
  type OrderStage,
} from './order-stages';
import { formatReadyTime } from './ready-time';

/**
 * How the stages look on screen: the kitchen board's columns and buttons, the diner's progress
 * indicator and the order's timeline. The rules themselves are in order-stages.ts; what these
 * offer is always an action `transition` allows from that stage.
 */

/** The kitchen board's columns, left to right: one per active stage. */
export const BOARD_COLUMNS: readonly ActiveStage[] = ACTIVE_STAGES;

export interface StageStep {
  action: OrderAction;
  label: string;
}

const step = (action: OrderAction): StageStep => ({
  action,
  label: orderStageTexts.steps[action],
});

/** The one large button of a ticket: the next step forward, or null for a finished order. */
export function nextStep(stage: OrderStage, fulfilment: Fulfilment): StageStep | null {
  switch (stage) {
    case 'new':
      return step('accept');
    case 'accepted':
      return step('start_preparing');
    case 'preparing':
      return step('mark_ready');
    case 'ready':
      return step(fulfilment === 'delivery' ? 'send_out' : 'complete');
    case 'out_for_delivery':
      return step('complete');
    default:
      return null;
  }
}

/**
 * The ticket's way out: `Reject` while Scheduled or New, `Cancel order` once accepted, null when
 * finished.
 */
export function stopStep(stage: OrderStage): StageStep | null {
  if (stage === 'scheduled' || stage === 'new') return step('reject');
  return (ACTIVE_STAGES as readonly OrderStage[]).includes(stage) ? step('cancel') : null;
}

/**
 * The steps of the diner's progress indicator: a pickup order is never out for delivery. A
 * scheduled order waits on the first step ("Order received") until its preparation is due.
 */
export function progressSteps(fulfilment: Fulfilment): OrderStage[] {
  const path: OrderStage[] = [...ACTIVE_STAGES.filter((s) => s !== 'scheduled'), 'completed'];
  return fulfilment === 'pickup' ? path.filter((stage) => stage !== 'out_for_delivery') : path;
}

/**
 * Which step of `progressSteps(fulfilment)` the order is on (0 = received), or null when the
 * order left the path (rejected or canceled): the screen then shows the stage's words instead.
 */
export function progressIndex(stage: OrderStage, fulfilment: Fulfilment): number | null {
  const index = progressSteps(fulfilment).indexOf(stage === 'scheduled' ? 'new' : stage);
  return index === -1 ? null : index;
}

/** One change of stage as it is stored: when, by whom, and what came with it. */
export interface TimelineEntry {
  stage: OrderStage;
  /** ISO 8601 instant. */
  at: string;
  actor: OrderActor;
  reason?: string;
  /** ISO 8601 instant, on the `accepted` entry. */
  estimateReadyAt?: string;
}

export interface TimelineLine {
  title: string;
  /** 'HH:mm' on the restaurant's clock. */
  time: string;
  /** 'Tue, 24 Nov 2026' on the restaurant's calendar. */
  date: string;
  /** Who made the change, for the staff's timeline (the diner's names it in the title). */
  actor: string;
  /** The estimate ('Ready around 19:45') or the reason, when the entry has one. */
  detail?: string;
}

/**
 * A timeline entry in words, for the diner (the stage in their words; who canceled named) or the
 * staff (the stage's name and who acted). The estimate is read relative to when it was given.
 */
export function describeTimelineEntry(
  entry: TimelineEntry,
  view: { audience: 'diner' | 'staff'; fulfilment: Fulfilment; timeZone: string },
): TimelineLine {
  const at = new Date(entry.at);
  const clock = zonedNow(at, view.timeZone);
  const texts = orderStageTexts;
  let title = texts.stageNames[entry.stage];
  if (view.audience === 'diner') {
    title =
      entry.stage === 'canceled'
        ? entry.actor === 'diner'
          ? texts.timeline.canceledByYou
          : texts.timeline.canceledByRestaurant
        : texts.dinerWords(entry.stage, view.fulfilment).label;
  }
  const detail = entry.estimateReadyAt
    ? formatReadyTime(new Date(entry.estimateReadyAt), at, view.timeZone).text
    : entry.reason
      ? texts.timeline.reason(entry.reason)
      : undefined;
  return {
    title,
    time: clock.time,
    date: formatReservationDate(clock.date, 'short'),
    actor: texts.actorNames[entry.actor],
    ...(detail ? { detail } : {}),
  };
}
