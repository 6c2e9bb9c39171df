import { orderPageTexts as p, type ReorderResult } from '@shared/orders';
import { useNavigate } from '@web/lib/router';
import { toast } from 'react-toastify';
import { useReorderMutation } from './api';

/** What came back into the cart, each dish left out by name, and the way to the cart. */
function ReorderSummary({ result, onCart }: { result: ReorderResult; onCart: () => void }) {
  const count = result.added.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="reorder-summary">
      <p>{count > 0 ? p.added(count) : p.nothingAdded}</p>
      {result.skipped.map((line) => (
        <p key={line.name}>{p.skipped(line.name, line.reason)}</p>
      ))}
      {count > 0 && (
        <button type="button" className="btn btn-primary btn-sm" onClick={onCart}>
          {p.goToCart}
        </button>
      )}
    </div>
  );
}

/** "Order again": the order's dishes back in the cart, through the cart's own rules. */
export function OrderAgainButton({ orderId }: { orderId: string }) {
  const reorder = useReorderMutation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      disabled={reorder.isPending}
      onClick={() =>
        reorder.mutate(orderId, {
          onSuccess: (result) => {
            const show = result.skipped.length > 0 ? toast.warning : toast.success;
            // It names skipped dishes or offers "Go to cart": it stays until read or used (a
            // button that vanishes after 5 s is missed, and a slow click would find it gone).
            const toastId = `reorder-${orderId}`;
            const toCart = () => {
              toast.dismiss(toastId);
              navigate('/cart');
            };
            show(<ReorderSummary result={result} onCart={toCart} />, {
              toastId,
              autoClose: false,
            });
          },
          onError: () => toast.error(p.reorderError),
        })
      }
    >
      {reorder.isPending ? p.addingAgain : p.orderAgain}
    </button>
  );
}
