import { useSearchParams } from 'react-router';
import { LockIcon, LogoutIcon, PhoneIcon, ShieldIcon, UserIcon } from '../../components/icons';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { useProfile } from '../../lib/get-profile';
import { useLogout } from '../../lib/logout';
import { AccountTabs, type AccountTab } from './account-tabs';
import { ChangePasswordForm } from './change-password-form';
import { PhoneVerification } from './phone-verification';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';
import { SecurityTab } from '../two-factor/security-tab';
import './account.css';

/** The query parameter that keeps the open section across reloads and links. */
const TAB_PARAM = 'tab';
const PROFILE_TAB = 'profile';

interface AccountDetailsPageProps {
  /** Sections other features add after Profile (the app adds Transactions). */
  readonly extraTabs?: readonly AccountTab[];
}

/** /user/account-details: profile, picture, phone verification, password and logout. */
export function AccountDetailsPage({ extraTabs = [] }: AccountDetailsPageProps) {
  const profile = useProfile();
  const logout = useLogout();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = profile.data;
  const selectedTab = searchParams.get(TAB_PARAM) ?? PROFILE_TAB;
  const selectTab = (id: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id === PROFILE_TAB) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );

  if (!user) {
    return profile.isError ? (
      <section className="placeholder-page">
        <h1 className="placeholder-page__title">My Account</h1>
        <p className="placeholder-page__text">
          Your account details could not be loaded. Please try again.
        </p>
        <button type="button" className="btn btn--primary" onClick={() => void profile.refetch()}>
          Try Again
        </button>
      </section>
    ) : (
      <FullScreenLoader label="Loading your account" />
    );
  }

  return (
    <div className="account-page">
      <header className="account-page__header">
        <div>
          <h1 className="account-page__title">My Account</h1>
          <p className="account-page__lead">
            Manage your profile, phone, password and sign-in security, and follow your coins.
          </p>
        </div>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogoutIcon size={18} />
          Logout
        </button>
      </header>

      <AccountTabs
        selected={selectedTab}
        onSelect={selectTab}
        tabs={[
          {
            id: PROFILE_TAB,
            label: 'Profile',
            icon: <UserIcon size={18} />,
            panel: (
              <div className="account-page__grid">
                <section
                  className="account-card account-page__picture"
                  aria-label="Profile picture"
                >
                  <ProfilePicture user={user} />
                </section>
                <section
                  className="account-card account-page__details"
                  aria-labelledby="account-profile-title"
                >
                  <h2 id="account-profile-title" className="account-card__title">
                    <UserIcon size={20} /> Personal Details
                  </h2>
                  <ProfileForm user={user} />
                </section>
                <section
                  className="account-card account-page__phone"
                  aria-labelledby="account-phone-title"
                >
                  <h2 id="account-phone-title" className="account-card__title">
                    <PhoneIcon size={20} /> Phone Verification
                  </h2>
                  <PhoneVerification user={user} />
                </section>
                <section
                  className="account-card account-page__password"
                  aria-labelledby="account-password-title"
                >
                  <h2 id="account-password-title" className="account-card__title">
                    <LockIcon size={20} /> Change Password
                  </h2>
                  <ChangePasswordForm />
                </section>
              </div>
            ),
          },
          {
            id: 'security',
            label: 'Security',
            icon: <ShieldIcon size={18} />,
            panel: <SecurityTab />,
          },
          ...extraTabs,
        ]}
      />
    </div>
  );
}
