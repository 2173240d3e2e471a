import { toast } from 'sonner';

/** SPEC §9: toasts last 2000 ms in the top-right corner. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_POSITION = 'top-right' as const;

/** The only way the app shows toasts, so wording and timing stay in one place. */
export const notify = {
  success: (message: string): void => {
    toast.success(message);
  },
  error: (message: string): void => {
    toast.error(message);
  },
  info: (message: string): void => {
    toast(message);
  },
};
