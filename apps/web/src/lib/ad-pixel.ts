import { useEffect, useRef } from 'react';

/**
 * The advertising pixel of SPEC §7 (init, lead event, purchase conversion).
 * A pixel is configured when VITE_AD_PIXEL_ID is set and its loader script has
 * put its `fbq`-style function on window; otherwise every call does nothing.
 */
type PixelFunction = (command: 'init' | 'track', nameOrId: string, params?: object) => void;

declare global {
  interface Window {
    fbq?: PixelFunction;
  }
}

function configuredPixel(): PixelFunction | null {
  const pixelId = import.meta.env.VITE_AD_PIXEL_ID;
  if (!pixelId || typeof window === 'undefined') return null;
  return typeof window.fbq === 'function' ? window.fbq : null;
}

export function trackLead(): void {
  configuredPixel()?.('track', 'Lead');
}

export function trackPurchase(amountUsd: number): void {
  configuredPixel()?.('track', 'Purchase', { value: amountUsd, currency: 'USD' });
}

/** Fires the lead event once when the page that uses it mounts. */
export function useAdPixelLead(): void {
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    trackLead();
  }, []);
}
