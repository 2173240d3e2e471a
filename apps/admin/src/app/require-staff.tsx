import { Navigate } from 'react-router';
import type { Permission } from '@app/contracts/staff-permissions';
import type { ReactNode } from 'react';
import { roleCan } from '@app/contracts/staff-permissions';
import { useStaffSession } from '../lib/staff-session';
import { AdminLayout } from './layout';

/** Every page but sign-in: a member must be signed in, else to /sign-in. */
export function RequireStaff() {
  const session = useStaffSession();
  if (session.isPending)
    return (
      <p className="muted" role="status">
        Loading…
      </p>
    );
  if (session.isError) return <Navigate to="/sign-in" replace />;
  return <AdminLayout staff={session.data} />;
}

/** A section the member's role may not use says so (its nav link is not shown either). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const session = useStaffSession();
  if (!session.data) return null;
  if (!roleCan(session.data.role, permission)) {
    return (
      <section className="panel">
        <h1>Not available</h1>
        <p className="muted">Your role does not allow this section.</p>
      </section>
    );
  }
  return children;
}
