import type { TPlayerProfile } from '@app/contracts/players-admin';
import { formatTime } from '../../../lib/format';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Personal data and verification flags (reading them is audited by the server). */
export function ProfileTab({ player }: { player: TPlayerProfile }) {
  const facts: [string, string][] = [
    ['Email', `${player.email} (${player.isEmailVerified ? 'verified' : 'not verified'})`],
    [
      'Phone',
      player.phone
        ? `${player.phone} (${player.phoneVerified ? 'verified' : 'not verified'})`
        : '—',
    ],
    ['Name', [player.firstName, player.lastName].filter(Boolean).join(' ') || '—'],
    ['Date of birth', player.dateOfBirth ?? '—'],
    ['Address', player.address ?? '—'],
    ['KYC', player.kycStatus],
    ['VIP level', String(player.vipLevel)],
    ['Restricted', yesNo(player.isRestrict)],
    ['Bank purchases', player.bankPurchaseDisabled ? 'Disabled' : 'Allowed'],
    ['Internal account', yesNo(player.isInternalUser)],
    ['Two-factor sign-in', player.twoFactorEnabled ? 'On' : 'Off'],
    ['Signed up', formatTime(player.createdAt)],
  ];
  return (
    <section aria-label="Profile">
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
