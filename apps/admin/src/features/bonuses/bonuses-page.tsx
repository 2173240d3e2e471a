import { useState } from 'react';
import '../../components/list-page.css';
import { useCan } from '../../lib/staff-session';
import { useBonusSettings, useSaveBonusSettings } from './bonus-settings-api';
import { BonusSettingsForm } from './bonus-settings-form';
import './bonuses.css';

/** /admin/bonuses: the welcome, daily and referral bonus amounts and the referral cap. */
export function BonusesPage() {
  const canChange = useCan('rewards.write');
  const settings = useBonusSettings();
  const save = useSaveBonusSettings();
  const [status, setStatus] = useState('');

  return (
    <div className="list-page">
      <div className="list-page-heading">
        <h1>Bonuses</h1>
        <p className="list-page-status" role="status">
          {status}
        </p>
      </div>
      {settings.isError && (
        <p className="form-error" role="alert">
          {settings.error.message}
        </p>
      )}
      {settings.data && (
        <BonusSettingsForm
          settings={settings.data}
          canChange={canChange}
          saving={save.isPending}
          error={save.error?.message}
          onSave={(next) => {
            setStatus('');
            save.mutate(next, { onSuccess: () => setStatus('Bonus amounts saved.') });
          }}
        />
      )}
    </div>
  );
}
