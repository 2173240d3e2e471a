import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { STAFF_SESSION_KEY } from '../../lib/staff-session';
import { CredentialsForm } from './credentials-form';
import { EnrolForm } from './enrol-form';
import type { TEnrolled } from './finish-enrolment';
import { RecoveryCodes } from './recovery-codes';
import type { TEnrolment } from './sign-in';
import './auth.css';

type Step =
  | { name: 'credentials'; notice?: string }
  | { name: 'enrol'; enrolment: TEnrolment }
  | { name: 'recovery'; enrolled: TEnrolled };

/** /admin/sign-in: credentials, then (first time) enrolment and the recovery codes, then the app. */
export function SignInScreen() {
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const enter = (staff: TStaffMember) => {
    queryClient.setQueryData(STAFF_SESSION_KEY, staff);
    void navigate('/', { replace: true });
  };

  return (
    <main className="auth-page">
      <p className="auth-brand">Golden Sweeps · Back office</p>
      {step.name === 'credentials' && (
        <CredentialsForm
          key={step.notice}
          notice={step.notice}
          onAnswer={(answer) =>
            answer.status === 'ENROL'
              ? setStep({ name: 'enrol', enrolment: answer })
              : enter(answer.staff)
          }
        />
      )}
      {step.name === 'enrol' && (
        <EnrolForm
          enrolment={step.enrolment}
          onEnrolled={(enrolled) => setStep({ name: 'recovery', enrolled })}
          onExpired={(notice) => setStep({ name: 'credentials', notice })}
        />
      )}
      {step.name === 'recovery' && (
        <RecoveryCodes
          codes={step.enrolled.recoveryCodes}
          onSaved={() => enter(step.enrolled.staff)}
        />
      )}
    </main>
  );
}
