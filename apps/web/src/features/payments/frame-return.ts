import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';

/**
 * A provider page inside one of our frames (the hosted card page on
 * /user/payment, the fiat widget in its modal) may send the frame, rather
 * than the whole window, back to /user/store/deposit-status. The page then
 * loads inside the frame, tells the window around it where it is, and that
 * window shows the status page itself (no reload, the live balance stays
 * connected). Both windows are this site, so the message is checked for
 * this origin and for a deposit-status address.
 */
export const FRAME_RETURN_MESSAGE = 'payments:deposit-status';

export interface FrameReturnMessage {
  readonly type: typeof FRAME_RETURN_MESSAGE;
  /** Path and query of the status page, e.g. '/user/store/deposit-status?referenceId=…'. */
  readonly path: string;
}

/** The status page address a message carries, or null when it is not ours or not that page. */
export function readFrameReturn(
  message: { readonly origin: string; readonly data: unknown },
  ownOrigin: string,
): string | null {
  if (message.origin !== ownOrigin) return null;
  const data = message.data as Partial<FrameReturnMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== FRAME_RETURN_MESSAGE) return null;
  if (typeof data.path !== 'string') return null;
  let url: URL;
  try {
    url = new URL(data.path, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== ownOrigin || url.pathname !== PATHS.depositStatus) return null;
  return `${url.pathname}${url.search}`;
}

/** True when this page runs inside a frame. */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes window.top unreadable: still a frame.
    return true;
  }
}

/** Moves the status page out of the frame: asks the parent first, then takes the whole window. */
export function leaveFrame(path: string, fallbackAfterMs = 1_500): () => void {
  const message: FrameReturnMessage = { type: FRAME_RETURN_MESSAGE, path };
  try {
    window.parent.postMessage(message, window.location.origin);
  } catch {
    // no parent to tell: the fallback below takes the window
  }
  const timer = window.setTimeout(() => {
    try {
      if (window.top) window.top.location.replace(path);
    } catch {
      window.location.replace(path);
    }
  }, fallbackAfterMs);
  return () => window.clearTimeout(timer);
}

/** Shows the status page in this window when a frame of ours reports it (see above). */
export function useFrameReturn(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const path = readFrameReturn(event, window.location.origin);
      if (path) void navigate(path, { replace: true });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
}
