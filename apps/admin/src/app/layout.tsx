import { NavLink, Outlet } from 'react-router';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { ReauthDialog } from '../features/auth/reauth-dialog';
import { SignOutButton } from '../features/auth/sign-out-button';
import { sectionsFor } from './nav-sections';
import './layout.css';

const ROLE_LABELS: Record<TStaffMember['role'], string> = {
  support: 'Support',
  compliance: 'Compliance',
  finance: 'Finance',
  content: 'Content',
  admin: 'Admin',
};

/** Top bar (member, role, sign out), the left nav of the sections the role may use, and the page. */
export function AdminLayout({ staff }: { staff: TStaffMember }) {
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <span className="admin-brand">Golden Sweeps · Back office</span>
        <span className="admin-member">
          <span>{staff.name}</span>
          <span className="admin-role">{ROLE_LABELS[staff.role]}</span>
        </span>
        <SignOutButton />
      </header>
      <nav className="admin-nav" aria-label="Sections">
        <ul>
          {sectionsFor(staff.role).map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end={section.path === '/'}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ReauthDialog />
    </div>
  );
}
