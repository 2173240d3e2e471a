import { useId, useRef } from 'react';
import { copyText } from '../lib/copy-text';
import { REFERRAL_LINK_COPIED } from '../lib/referral-link';
import { notify } from '../lib/toast';
import { CopyIcon } from './icons';

interface ReferralLinkFieldProps {
  readonly link: string;
  /** The BEM block the field is styled by ('referral-banner', 'referral-panel'). */
  readonly block: string;
  readonly copyLabel: string;
}

/** The player's referral link, read-only and selected on focus, with its copy button (SPEC §2). */
export function ReferralLinkField({ link, block, copyLabel }: ReferralLinkFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(link, inputRef.current)) notify.success(REFERRAL_LINK_COPIED);
    else notify.error('The link could not be copied. Select it and copy it yourself.');
  };
  return (
    <div className={`${block}__link`}>
      <label htmlFor={inputId} className={`${block}__label`}>
        Your referral link
      </label>
      <div className={`${block}__field`}>
        <input
          ref={inputRef}
          id={inputId}
          className={`${block}__input`}
          type="text"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          <CopyIcon size={16} /> {copyLabel}
        </button>
      </div>
    </div>
  );
}
