import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { TOAST_AUTO_CLOSE_MS } from '@shared/constants';

/**
 * The toasts of docs/storefront-spec.md (§8): top-right, 5 s by default (3 s where the spec says so), Alt+T to
 * focus them. Loaded after the first paint; toasts raised before it mounts wait in its queue.
 */
export default function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      transition={Slide}
      newestOnTop
    />
  );
}
