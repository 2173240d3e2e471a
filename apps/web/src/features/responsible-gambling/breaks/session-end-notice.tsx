import { useEffect } from 'react';
import { replaceWithNotice } from '../../../lib/notice-store';
import { takeSessionEndReason } from '../../../lib/session-end-reason';

/** After a break, self-exclusion or closure signed this browser out: says why, once. */
export function SessionEndNotice() {
  useEffect(() => {
    const reason = takeSessionEndReason();
    if (reason) replaceWithNotice({ title: reason.title, text: reason.text, tone: 'pending' });
  }, []);
  return null;
}
