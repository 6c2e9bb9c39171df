import { type KitchenTicket, kitchenTexts as t } from '@shared/kitchen';
import { orderStageTexts } from '@shared/order-stage-texts';
import { BOARD_COLUMNS, type StageStep } from '@shared/order-stage-views';
import { can } from '@shared/permissions';
import type { Estimate } from '@shared/ready-time';
import { useSession } from '@web/accounts';
import { NowPanel } from '@web/customers';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAcknowledgeMutation, useKitchenBoardQuery, useTransitionMutation } from './api';
import { KitchenTicketCard } from './KitchenTicketCard';
import { SoldOutPanel } from './SoldOutPanel';
import { EstimateDialog, ReasonDialog } from './StepDialogs';
import { useChime } from './useChime';
import { useKitchenStream } from './useKitchenStream';
import './kitchen.css';

const TICK_MS = 15_000;

/** Now on the server's clock (the board's answer carries it), ticking so ages move. */
function useServerNow(serverNow: string | undefined): Date {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(new Date(serverNow).getTime() - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return new Date(now + offset);
}

/** The kitchen board: a column per active stage, a ticket per order, live. */
export default function KitchenBoardPage() {
  usePageTitle(t.title);
  const board = useKitchenBoardQuery();
  // The sold-out panel, for those who may mark dishes sold out (owner, manager, kitchen).
  const canSoldOut = can(useSession().user?.role, 'soldout.edit');
  const step = useTransitionMutation();
  const acknowledge = useAcknowledgeMutation();
  const sound = useChime();
  const { online } = useKitchenStream(sound.chime);
  const now = useServerNow(board.data?.now);
  const [accepting, setAccepting] = useState<KitchenTicket | null>(null);
  const [stopping, setStopping] = useState<{ ticket: KitchenTicket; step: StageStep } | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const tickets = board.data?.tickets ?? [];
  const timeZone = board.data?.timeZone ?? 'Africa/Lagos';

  const onStep = (ticket: KitchenTicket, chosen: StageStep) => {
    if (chosen.action === 'accept') setAccepting(ticket);
    else if (chosen.action === 'reject' || chosen.action === 'cancel')
      setStopping({ ticket, step: chosen });
    else step.mutate({ orderId: ticket.orderId, action: chosen.action });
  };
  const accept = (estimate: Estimate) => {
    if (accepting) step.mutate({ orderId: accepting.orderId, action: 'accept', estimate });
    setAccepting(null);
  };
  const stop = (reason: string) => {
    if (stopping)
      step.mutate({ orderId: stopping.ticket.orderId, action: stopping.step.action, reason });
    setStopping(null);
  };
  const print = (ticket: KitchenTicket) => {
    // Only this ticket is printed (print CSS hides the rest while the attribute is set).
    flushSync(() => setPrinting(ticket.orderId));
    window.print();
    setPrinting(null);
  };

  const canSeeDashboard = can(useSession().user?.role, 'reports.view');
  return (
    <section className="kitchen" data-printing={printing ?? undefined}>
      <audio ref={sound.audio} src={sound.src} preload="auto" data-testid="kitchen-chime">
        <track kind="captions" />
      </audio>
      <header className="kitchen-bar">
        <h1>{t.title}</h1>
        {!online && (
          <p className="kitchen-offline" role="status">
            {t.offline}
          </p>
        )}
        {sound.blocked && (
          <button type="button" className="btn btn-primary kitchen-big" onClick={sound.unlock}>
            {t.enableSound}
          </button>
        )}
        <label className="kitchen-sound">
          <input
            type="checkbox"
            checked={sound.soundOn}
            onChange={(event) => sound.setSoundOn(event.target.checked)}
          />
          {t.soundOn}
        </label>
      </header>
      {canSoldOut && <SoldOutPanel />}
      {/* The dashboard's "Now" for the kitchen, who has no dashboard (owner and manager see it there). */}
      {!canSeeDashboard && <NowPanel />}
      {board.isError && <p role="alert">{t.loadError}</p>}
      {board.isSuccess && tickets.length === 0 && <p className="kitchen-empty">{t.empty}</p>}
      <div className="kitchen-columns">
        {BOARD_COLUMNS.map((stage) => {
          const inColumn = tickets.filter((ticket) => ticket.stage === stage);
          return (
            <section
              key={stage}
              className="kitchen-column"
              data-stage={stage}
              aria-label={orderStageTexts.stageNames[stage]}
            >
              <h2>
                {orderStageTexts.stageNames[stage]} <span>{inColumn.length}</span>
              </h2>
              {inColumn.map((ticket) => (
                <KitchenTicketCard
                  key={ticket.orderId}
                  ticket={ticket}
                  now={now}
                  timeZone={timeZone}
                  busy={step.isPending}
                  printing={printing === ticket.orderId}
                  onStep={onStep}
                  onAcknowledge={(x) => acknowledge.mutate(x.orderId)}
                  onPrint={print}
                />
              ))}
            </section>
          );
        })}
      </div>
      <EstimateDialog
        number={accepting?.number ?? null}
        onChoose={accept}
        onClose={() => setAccepting(null)}
      />
      <ReasonDialog
        target={stopping ? { number: stopping.ticket.number, label: stopping.step.label } : null}
        onConfirm={stop}
        onClose={() => setStopping(null)}
      />
    </section>
  );
}
