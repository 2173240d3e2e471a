import { IDENTITY_WIDGET_MESSAGE, type TIdentityWidgetMessage } from '@app/contracts/kyc';

/** The origin of the widget's address (relative addresses are this site's). */
export function widgetOrigin(url: string, ownOrigin: string): string | null {
  try {
    return new URL(url, ownOrigin).origin;
  } catch {
    return null;
  }
}

/**
 * The identity widget's message to this window, or null when the message is
 * not from the widget's origin or not the widget's {type, event} shape.
 */
export function readWidgetMessage(
  message: { readonly origin: string; readonly data: unknown },
  expectedOrigin: string | null,
): TIdentityWidgetMessage['event'] | null {
  if (expectedOrigin === null || message.origin !== expectedOrigin) return null;
  const data = message.data as Partial<TIdentityWidgetMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== IDENTITY_WIDGET_MESSAGE) {
    return null;
  }
  return data.event === 'FINISHED' || data.event === 'CANCELLED' ? data.event : null;
}
